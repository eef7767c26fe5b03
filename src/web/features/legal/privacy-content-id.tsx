import type { ReactNode } from "react";
import { BRAND } from "@/shared/brand";
import { MINIMUM_AGE, SESSION_RETENTION_DAYS } from "@/shared/constants";
import { describeDays } from "./legal-dates";
import { ContactDetails, ExternalLink, type LegalSection, MailLink } from "./legal-document";

/**
 * The Privacy Policy in Bahasa Indonesia: a translation of privacy-content.tsx, section for section
 * (same ids, same order, so the same numbers). The English text is the reference; change both
 * together. Product terms follow docs/glossary-id.md.
 */

export const PRIVACY_TITLE_ID = "Kebijakan Privasi";

const PADDLE_PRIVACY_URL = "https://www.paddle.com/legal/privacy";
const GOOGLE_PRIVACY_URL = "https://policies.google.com/privacy";

export const privacyIntroId: ReactNode = (
  <>
    <p>
      Kebijakan Privasi ini menjelaskan informasi pribadi apa yang dikumpulkan {BRAND.businessName} ("kami")
      saat Anda memakai {BRAND.productName}, mengapa kami mengumpulkannya, dengan siapa kami membagikannya,
      serta pilihan dan hak yang Anda miliki. {BRAND.businessName} berkedudukan di {BRAND.location} dan
      bertanggung jawab atas informasi Anda sebagaimana dijelaskan di sini.
    </p>
    <p>
      Singkatnya: kami mengumpulkan yang kami perlukan untuk membangun merek Anda, menerima pembayaran Anda
      melalui mitra pembayaran kami, dan menjaga keamanan layanan. Kami tidak menjual informasi pribadi Anda.
    </p>
  </>
);

export function buildPrivacySectionsId(supportEmail: string): LegalSection[] {
  const retention = describeDays(SESSION_RETENTION_DAYS, "id");

  return [
    {
      id: "information-we-collect",
      heading: "Informasi yang Kami Kumpulkan",
      body: (
        <>
          <h3>Data akun dari Google</h3>
          <p>
            Anda masuk dengan Google. Saat itu, Google membagikan nama, alamat e-mail, foto profil, dan ID
            akun Google Anda kepada kami. Kami tidak menerima kata sandi Google Anda.
          </p>
          <h3>Yang Anda ceritakan tentang usaha Anda</h3>
          <p>Kategori usaha yang Anda pilih dan deskripsi yang Anda ketik untuk menjelaskan usaha Anda.</p>
          <h3>Yang Anda buat</h3>
          <p>
            Nama merek dan logo yang dibuat untuk Anda, serta pilihan yang Anda ambil selama prosesnya,
            seperti nama dan logo yang Anda pilih.
          </p>
          <h3>Catatan pemakaian</h3>
          <p>
            Kapan setiap pembuatan nama atau logo terjadi dan berapa banyak yang sudah Anda pakai, agar kami
            bisa menerapkan batas uji coba gratis dan paket. Saat Anda pertama kali mengunduh logo, file, atau
            lisensi, kami juga mencatat bahwa Anda mengonfirmasi unduhan itu, kapan Anda melakukannya, dan
            versi Ketentuan Layanan yang berlaku.
          </p>
          <h3>Catatan pembayaran</h3>
          <p>
            Pembayaran ditangani oleh Paddle, yang menjadi merchant of record untuk pembelian Anda. Paddle
            mengirimkan catatan transaksi kepada kami, seperti ID pesanan, jumlah, mata uang, tanggal, status,
            dan negara yang dipakai untuk pajak. Kami tidak pernah melihat atau menyimpan nomor kartu Anda
            secara lengkap atau data pembayaran lainnya.
          </p>
          <h3>Informasi teknis</h3>
          <p>
            Log dasar yang dibuat server kami saat Anda memakai layanan, termasuk alamat IP, jenis browser dan
            perangkat, waktu permintaan, dan laporan kesalahan saat terjadi masalah. Kami juga memakai cookie
            agar Anda tetap masuk.
          </p>
        </>
      ),
    },
    {
      id: "how-we-use",
      heading: "Cara Kami Memakai Informasi Anda",
      body: (
        <>
          <p>Kami memakai informasi Anda untuk:</p>
          <ul>
            <li>
              <strong>Membuat nama dan logo Anda.</strong> Kategori dan deskripsi usaha Anda hanya dipakai
              untuk keperluan ini. Untuk menghasilkan hasilnya, kami mengirimkannya ke penyedia model AI yang
              menjalankan model di balik {BRAND.productName}.
            </li>
            <li>
              <strong>Menjalankan akun Anda.</strong> Membuat Anda bisa masuk, menyimpan kemajuan Anda, dan
              menampilkan merek serta unduhan Anda saat Anda kembali.
            </li>
            <li>
              <strong>Menerapkan aturan uji coba dan pembelian.</strong> Menghitung pembuatan, memastikan
              setiap orang mendapat satu uji coba gratis, dan membuka unduhan serta hak pemakaian setelah
              pembayaran dikonfirmasi.
            </li>
            <li>
              <strong>Menjaga layanan tetap aman dan berfungsi.</strong> Mendeteksi penyalahgunaan dan
              penipuan, melindungi akun, serta menemukan dan memperbaiki kesalahan.
            </li>
            <li>
              <strong>Membantu Anda.</strong> Menjawab pertanyaan Anda dan menangani permintaan pengembalian
              dana dan privasi.
            </li>
            <li>
              <strong>Memenuhi kewajiban hukum.</strong> Menyimpan catatan yang diwajibkan oleh hukum
              perpajakan, akuntansi, dan hukum lainnya.
            </li>
          </ul>
          <p>
            Kami tidak memakai deskripsi usaha Anda untuk iklan, dan kami tidak menjualnya atau memakainya
            untuk membuat profil tentang Anda.
          </p>
        </>
      ),
    },
    {
      id: "how-we-share",
      heading: "Cara Kami Membagikan Informasi",
      body: (
        <>
          <p>
            Kami hanya membagikan informasi pribadi kepada penyedia layanan yang membantu kami menjalankan{" "}
            {BRAND.productName}, dan hanya sebanyak yang dibutuhkan masing-masing:
          </p>
          <ul>
            <li>
              <strong>Penyedia model AI</strong>, yang memproses kategori dan deskripsi Anda (prompt) untuk
              membuat nama dan logo lalu mengembalikan hasilnya kepada kami.
            </li>
            <li>
              <strong>Paddle</strong>, mitra pembayaran dan merchant of record kami, yang memproses pembelian
              Anda berdasarkan{" "}
              <ExternalLink locale="id" href={PADDLE_PRIVACY_URL}>
                kebijakan privasinya
              </ExternalLink>{" "}
              sendiri.
            </li>
            <li>
              <strong>Google</strong>, yang menyediakan fitur masuk berdasarkan{" "}
              <ExternalLink locale="id" href={GOOGLE_PRIVACY_URL}>
                kebijakan privasinya
              </ExternalLink>{" "}
              sendiri.
            </li>
            <li>
              <strong>Penyedia hosting dan infrastruktur</strong>, yang menjalankan server, basis data, dan
              penyimpanan file tempat data kami berada.
            </li>
          </ul>
          <p>Kami tidak menjual informasi pribadi Anda, dan kami tidak membagikannya kepada pengiklan.</p>
          <p>
            Kami juga dapat mengungkapkan informasi jika diwajibkan hukum, misalnya untuk menanggapi perintah
            pengadilan atau permintaan instansi pemerintah yang sah, atau jika diperlukan untuk melindungi hak
            kami, pengguna kami, atau masyarakat. Jika usaha kami suatu saat dijual atau digabung, informasi
            Anda dapat beralih ke pemilik baru, yang tetap terikat pada kebijakan ini.
          </p>
        </>
      ),
    },
    {
      id: "data-security",
      heading: "Keamanan Data",
      body: (
        <>
          <p>
            Kami mengambil langkah teknis dan organisasi yang wajar untuk melindungi informasi Anda, termasuk:
          </p>
          <ul>
            <li>mengenkripsi semua lalu lintas antara browser Anda dan server kami dengan HTTPS;</li>
            <li>membuat Anda tetap masuk dengan cookie HttpOnly, yang tidak bisa dibaca skrip di halaman;</li>
            <li>membatasi akses ke informasi pribadi hanya bagi orang dan sistem yang membutuhkannya; dan</li>
            <li>
              menegakkan batas pembuatan, pembelian, dan unduhan di server kami, bukan mengandalkan browser
              Anda.
            </li>
          </ul>
          <p>
            Tidak ada sistem yang aman sempurna, jadi kami tidak dapat menjamin informasi tidak akan pernah
            diakses tanpa izin. Jika terjadi kebocoran yang memengaruhi informasi pribadi Anda, kami akan
            memberi tahu Anda dan otoritas terkait sebagaimana diwajibkan hukum.
          </p>
        </>
      ),
    },
    {
      id: "data-retention",
      heading: "Penyimpanan Data",
      body: (
        <>
          <p>Kami menyimpan informasi hanya selama kami membutuhkannya:</p>
          <ul>
            <li>
              <strong>Sesi pembuatan merek</strong> (deskripsi Anda, nama dan logo yang dibuat, serta pilihan
              Anda) yang tidak pernah selesai atau dibayar dihapus setelah {retention} (
              {SESSION_RETENTION_DAYS} hari). Sesi yang sudah Anda bayar disimpan bersama catatan pembelian
              Anda, agar Anda bisa mengunduh logo lagi.
            </li>
            <li>
              <strong>Catatan pembayaran</strong> disimpan selama diwajibkan hukum perpajakan dan akuntansi,
              biasanya antara tiga dan lima tahun.
            </li>
            <li>
              <strong>Data akun</strong> disimpan sampai Anda menghapus akun (dari menu akun) atau meminta
              kami menghapusnya.
            </li>
            <li>
              <strong>Log teknis</strong> disimpan dalam waktu singkat dan hanya dipakai untuk keamanan dan
              pemecahan masalah.
            </li>
          </ul>
          <p>
            Saat akun Anda dihapus, kami menghapus informasi pribadi Anda, merek-merek Anda, dan semua yang
            dibuat untuknya. Catatan pembayaran yang wajib kami simpan menurut hukum tetap disimpan selama
            masa simpannya, terlepas dari Anda: tidak ada nama, alamat e-mail, atau merek yang terhubung
            dengannya.
          </p>
          <p>
            Satu hal tetap disimpan agar setiap orang hanya mendapat satu uji coba gratis: hash berkunci dari
            alamat e-mail Anda dan dari pengenal masuk Google Anda, beserta seberapa banyak uji coba yang
            sudah Anda pakai. Hash berkunci adalah kode satu arah yang dibuat dengan rahasia yang hanya
            dimiliki server kami; kode ini tidak dapat diubah kembali menjadi alamat e-mail Anda. Kami
            menyimpannya selama {retention} setelah penghapusan lalu menghapusnya, dan kami tidak menyimpan
            hal lain tentang Anda untuk keperluan ini. Jika Anda masuk lagi dalam jangka waktu itu, uji coba
            Anda berlanjut dari titik terakhir, bukan mulai dari awal.
          </p>
        </>
      ),
    },
    {
      id: "your-rights",
      heading: "Hak-Hak Anda",
      body: (
        <>
          <p>
            Sesuai hukum yang berlaku bagi Anda, termasuk Undang-Undang Pelindungan Data Pribadi{" "}
            {BRAND.country}, Anda berhak untuk:
          </p>
          <ul>
            <li>
              <strong>Mengakses</strong> informasi pribadi yang kami simpan tentang Anda;
            </li>
            <li>
              <strong>Memperbaiki</strong> informasi yang tidak akurat atau tidak lengkap;
            </li>
            <li>
              <strong>Menghapus</strong> akun dan informasi pribadi Anda;
            </li>
            <li>
              <strong>Menolak</strong>, atau meminta kami membatasi, pemakaian tertentu atas informasi Anda;
              dan
            </li>
            <li>
              <strong>Mengekspor</strong> salinan informasi Anda dalam format umum yang dapat dibaca mesin.
            </li>
          </ul>
          <p>
            Dua di antaranya bisa Anda lakukan sendiri, kapan saja, dari menu akun (foto Anda di kanan atas
            saat Anda masuk): <strong>Ekspor data saya</strong> mengunduh semua yang kami simpan tentang Anda
            sebagai file JSON, dan <strong>Hapus akun</strong> menghapus akun, merek, nama, dan logo Anda
            setelah Anda mengonfirmasi. Catatan pembayaran kemudian hanya disimpan selama jangka waktu di
            atas, tanpa terhubung lagi dengan Anda, dan hash berkunci uji coba selama {retention}.
          </p>
          <p>
            Untuk hak lainnya, atau jika Anda tidak bisa masuk, kirim e-mail ke{" "}
            <MailLink email={supportEmail} subject="Privacy request" /> dari alamat yang terhubung dengan akun
            Anda dan beri tahu kami apa yang Anda inginkan. Kami mungkin meminta Anda mengonfirmasi identitas
            sebelum bertindak. Kami akan membalas dalam 30 hari, atau lebih cepat jika hukum mengharuskannya.
          </p>
          <p>
            Jika Anda tidak puas dengan jawaban kami, Anda juga berhak mengajukan pengaduan kepada otoritas
            pelindungan data di tempat tinggal Anda.
          </p>
        </>
      ),
    },
    {
      id: "international-users",
      heading: "Pengguna Internasional",
      body: (
        <p>
          {BRAND.businessName} berkedudukan di {BRAND.location}. Penyedia layanan kami, termasuk penyedia
          hosting, AI, dan pembayaran, dapat menyimpan dan memproses informasi Anda di negara lain, yang hukum
          pelindungan datanya mungkin berbeda dari hukum di tempat tinggal Anda. Saat informasi Anda
          dipindahkan, kami mengandalkan penyedia yang berkomitmen melindunginya dan hanya memakainya untuk
          menyediakan layanan mereka kepada kami.
        </p>
      ),
    },
    {
      id: "childrens-privacy",
      heading: "Privasi Anak",
      body: (
        <p>
          {BRAND.productName} tidak ditujukan bagi siapa pun yang berusia di bawah {MINIMUM_AGE} tahun, dan
          kami tidak dengan sengaja mengumpulkan informasi pribadi dari orang yang berusia di bawah{" "}
          {MINIMUM_AGE} tahun. Jika Anda yakin seseorang yang berusia di bawah {MINIMUM_AGE} tahun telah
          memberikan informasinya kepada kami, hubungi kami di <MailLink email={supportEmail} /> dan kami akan
          menghapusnya.
        </p>
      ),
    },
    {
      id: "changes",
      heading: "Perubahan atas Kebijakan Ini",
      body: (
        <p>
          Kami dapat memperbarui Kebijakan Privasi ini saat layanan kami atau hukum berubah. Kami akan
          mengubah tanggal "Terakhir diperbarui" di bagian atas halaman ini, dan jika perubahannya penting,
          kami juga akan memberi tahu Anda lewat e-mail atau di aplikasi sebelum perubahan itu berlaku.
        </p>
      ),
    },
    {
      id: "contact",
      heading: "Hubungi Kami",
      body: (
        <>
          <p>
            Jika ada pertanyaan tentang kebijakan ini atau cara kami menangani informasi Anda, silakan hubungi
            kami:
          </p>
          <ContactDetails email={supportEmail} />
        </>
      ),
    },
  ];
}
