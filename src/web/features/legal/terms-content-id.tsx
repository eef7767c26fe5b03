import type { ReactNode } from "react";
import { BRAND } from "@/shared/brand";
import {
  CURRENCY,
  LOGOS_PER_RUN,
  MAX_LOGO_GENERATIONS,
  MAX_NAME_GENERATIONS,
  MINIMUM_AGE,
  NAMES_PER_RUN,
  PACKAGE_NAME,
  PRICE_LABEL,
  REFUND_WINDOW_DAYS,
  SESSION_RETENTION_DAYS,
  TRIAL_LOGO_GENERATIONS,
  TRIAL_NAME_GENERATIONS,
} from "@/shared/constants";
import { describeDays } from "./legal-dates";
import { ContactDetails, ExternalLink, type LegalSection, MailLink } from "./legal-document";

/**
 * The Terms of Service in Bahasa Indonesia: a translation of terms-content.tsx, section for section
 * (same ids, same order, so the same numbers). The English text is the reference; change both
 * together. Product terms follow docs/glossary-id.md.
 */

export const TERMS_TITLE_ID = "Ketentuan Layanan";

const PADDLE_BUYER_TERMS_URL = "https://www.paddle.com/legal/checkout-buyer-terms";
const PADDLE_ORDER_HELP_URL = "https://paddle.net";

/** What the package holds, as PACKAGE_FEATURES says it in English. */
const PACKAGE_FEATURES_ID = [
  "Satu merek: nama pilihan Anda dan satu desain logo",
  `Hingga ${MAX_NAME_GENERATIONS} kali pembuatan nama dan ${MAX_LOGO_GENERATIONS} kali pembuatan logo selama Anda menyusunnya`,
  "PNG resolusi penuh 1024 × 1024 dan JPEG yang dikompresi",
  "Kit merek: file logo vektor SVG dan PDF dalam empat versi warna, favicon, gambar media sosial, panduan merek, dan sertifikat lisensi",
  "Hak pemakaian komersial atas logo Anda",
  "Beberapa pilihan di setiap putaran",
] as const;

export const termsIntroId: ReactNode = (
  <>
    <p>
      Selamat datang di {BRAND.productName}. Ketentuan Layanan ini ("Ketentuan") adalah perjanjian antara Anda
      dan {BRAND.businessName}, yang berkedudukan di {BRAND.location} ("kami"). Ketentuan ini menjelaskan apa
      yang bisa Anda harapkan dari {BRAND.productName}, apa yang kami harapkan dari Anda, serta cara kerja
      pembayaran dan pengembalian dana.
    </p>
    <p>
      Kami berusaha membuatnya singkat dan mudah dipahami. Bacalah sebelum memakai layanan ini, dan baca juga
      Kebijakan Privasi kami: di sana dijelaskan apa yang kami lakukan dengan informasi yang Anda berikan.
    </p>
  </>
);

export function buildTermsSectionsId(supportEmail: string): LegalSection[] {
  const retention = describeDays(SESSION_RETENTION_DAYS, "id");

  return [
    {
      id: "acceptance",
      heading: "Persetujuan atas Ketentuan",
      body: (
        <>
          <p>
            Dengan masuk ke atau memakai {BRAND.productName}, Anda menyetujui Ketentuan ini. Jika Anda tidak
            setuju, mohon jangan memakai layanan ini.
          </p>
          <p>
            Anda harus berusia minimal {MINIMUM_AGE} tahun untuk memakai {BRAND.productName}. Dengan
            memakainya, Anda menyatakan bahwa Anda berusia {MINIMUM_AGE} tahun atau lebih dan cakap membuat
            perjanjian yang mengikat. Jika Anda memakai layanan ini atas nama perusahaan atau organisasi lain,
            Anda menyatakan berwenang menerima Ketentuan ini untuknya, dan "Anda" kemudian mencakup organisasi
            tersebut.
          </p>
        </>
      ),
    },
    {
      id: "service",
      heading: "Uraian Layanan",
      body: (
        <>
          <p>
            {BRAND.productName} membantu Anda membuat identitas awal untuk usaha baru. Anda memilih kategori
            usaha dan menjelaskan apa yang Anda kerjakan, lalu layanan ini memakai kecerdasan buatan (AI)
            untuk:
          </p>
          <ul>
            <li>mengusulkan nama merek, masing-masing dengan penjelasan singkat tentang maknanya; dan</li>
            <li>membuat desain logo untuk nama yang Anda pilih.</li>
          </ul>
          <h3>Uji coba gratis</h3>
          <p>
            Setiap akun mendapat uji coba gratis berupa {TRIAL_NAME_GENERATIONS} kali pembuatan nama (
            {NAMES_PER_RUN} usulan per putaran) dan {TRIAL_LOGO_GENERATIONS} kali pembuatan logo (
            {LOGOS_PER_RUN} desain per putaran). Uji coba hanya mencakup pembuatan: Anda bisa melihat
            pratinjau hasilnya, tetapi tidak bisa mengunduh file logo dan tidak mendapat hak pemakaian apa pun
            atasnya.
          </p>
          <h3>Paket berbayar</h3>
          <p>
            {PACKAGE_NAME} adalah pembelian sekali bayar seharga {PRICE_LABEL} {CURRENCY}. Dengan paket ini
            Anda bisa menyelesaikan satu merek dengan lebih banyak pembuatan, mengunduh logo pilihan Anda
            dalam resolusi penuh, dan memakainya secara komersial. Isinya dijelaskan di bagian "Ketentuan
            Pembayaran dan Kebijakan Pengembalian Dana" di bawah.
          </p>
        </>
      ),
    },
    {
      id: "accounts",
      heading: "Pendaftaran dan Keamanan Akun",
      body: (
        <>
          <p>
            Anda masuk ke {BRAND.productName} dengan akun Google; kami tidak menyediakan cara lain untuk
            mendaftar atau masuk. Saat masuk, Anda setuju bahwa informasi yang terkait dengan akun Anda akurat
            dan akan Anda perbarui bila berubah.
          </p>
          <p>
            Anda bertanggung jawab atas akun Anda dan atas semua yang terjadi di dalamnya, jadi jagalah
            keamanan akses ke akun Google Anda. Jika Anda menduga orang lain telah memakai akun Anda, segera
            beri tahu kami di <MailLink email={supportEmail} />.
          </p>
          <p>
            Setiap orang berhak atas satu uji coba gratis, yang terikat pada satu akun. Membuat atau memakai
            lebih dari satu akun untuk mendapat uji coba gratis tambahan, atau untuk mengakali batas uji coba
            dengan cara lain, tidak diperbolehkan. Jika kami menemukan hal ini, kami dapat menangguhkan atau
            menutup akun-akun yang terlibat.
          </p>
          <p>
            Uji coba melekat pada orangnya, bukan pada akunnya, jadi menghapus akun lalu masuk lagi tidak
            memulai uji coba baru. Untuk itu, saat sebuah akun dihapus kami menyimpan hash berkunci (kode satu
            arah yang dibuat dengan rahasia yang hanya dimiliki server kami) dari alamat e-mail Anda dan dari
            pengenal masuk Google Anda, beserta seberapa banyak uji coba yang sudah terpakai, selama{" "}
            {retention}. Kami tidak menyimpan hal lain tentang Anda untuk keperluan ini, dan hash tersebut
            tidak dapat diubah kembali menjadi alamat e-mail Anda. Jika Anda masuk lagi dalam jangka waktu
            itu, uji coba Anda berlanjut dari titik terakhir.
          </p>
        </>
      ),
    },
    {
      id: "payment-and-refunds",
      heading: "Ketentuan Pembayaran dan Kebijakan Pengembalian Dana",
      body: (
        <>
          <h3>Harga</h3>
          <p>
            {PACKAGE_NAME} berharga {PRICE_LABEL} {CURRENCY}, dibayar sekali. Ini bukan langganan: Anda tidak
            akan ditagih lagi kecuali Anda memilih membeli paket lain.
          </p>
          <h3>Mitra pembayaran kami</h3>
          <p>
            Pembayaran ditangani oleh Paddle.com, yang bertindak sebagai penjual kembali kami dan sebagai
            merchant of record untuk pembelian Anda. Artinya, pesanan Anda dibuat dengan Paddle, Paddle
            memproses pembayaran dan menerbitkan tanda terima Anda, dan{" "}
            <ExternalLink locale="id" href={PADDLE_BUYER_TERMS_URL}>
              Ketentuan Pembeli
            </ExternalLink>{" "}
            Paddle juga berlaku untuk pembelian tersebut. Tergantung tempat tinggal Anda, Paddle dapat
            menambahkan pajak penjualan, PPN, atau GST pada harga saat checkout. Kami tidak pernah menerima
            atau menyimpan data kartu Anda secara lengkap.
          </p>
          <h3>Isi paket</h3>
          <ul>
            {PACKAGE_FEATURES_ID.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <p>
            Paket ini berlaku untuk satu merek. Batas {MAX_NAME_GENERATIONS} kali pembuatan nama dan{" "}
            {MAX_LOGO_GENERATIONS} kali pembuatan logo berlaku untuk merek tersebut; jika Anda ingin membuat
            merek lain, Anda bisa membeli paket lain.
          </p>
          <h3>Unduhan membuat logo Anda final</h3>
          <p>
            Paket Anda memungkinkan Anda mengunduh logo pilihan sebagai file PNG, file JPEG, kit merek (file
            zip berisi file logo dan panduan), dan sertifikat lisensi. Saat pertama kali Anda meminta salah
            satunya, {BRAND.productName} meminta Anda sekali untuk mengonfirmasi bahwa:
          </p>
          <ul>
            <li>logo menjadi final: Anda tidak bisa lagi mengganti logo yang dipilih untuk merek itu; dan</li>
            <li>
              hak pengembalian dana {REFUND_WINDOW_DAYS} hari berakhir untuk konten yang Anda unduh, karena
              konten itu langsung diserahkan kepada Anda.
            </li>
          </ul>
          <p>
            Kami mencatat konfirmasi Anda di server kami, beserta waktunya dan versi Ketentuan ini yang Anda
            terima. Tidak ada unduhan yang dimulai, dan tidak ada kit merek lengkap yang dibuat, sebelum Anda
            mengonfirmasi. Unduhan berikutnya untuk merek yang sama tidak akan menanyakannya lagi.
          </p>
          <h3>Pengembalian dana</h3>
          <p>
            Jika berubah pikiran, Anda bisa meminta pengembalian dana penuh dalam {REFUND_WINDOW_DAYS} hari
            sejak pembelian, selama belum ada yang diunduh dengan pembelian itu. {REFUND_WINDOW_DAYS} hari
            tersebut dihitung mulai hari setelah tanggal transaksi. Setelah Anda mengonfirmasi unduhan logo
            resolusi penuh, kit, atau lisensi, hak pengembalian dana berakhir untuk konten tersebut.
          </p>
          <p>
            Untuk meminta pengembalian dana, kirim e-mail ke{" "}
            <MailLink email={supportEmail} subject="Refund request" /> dari alamat akun Anda, dengan subjek
            "Refund request" dan nomor pesanan atau tanggal pembelian Anda. Kami akan memeriksa bahwa belum
            ada yang diunduh dan mengatur pengembalian dana dengan Paddle, yang mengembalikan uang ke metode
            pembayaran awal Anda. Lama dana masuk tergantung bank atau penerbit kartu Anda. Anda juga bisa
            menemukan pesanan Anda dan menghubungi Paddle langsung di{" "}
            <ExternalLink locale="id" href={PADDLE_ORDER_HELP_URL}>
              paddle.net
            </ExternalLink>
            . Pembelian yang dananya sudah dikembalikan tidak lagi membuka apa pun, dan jika pengembalian dana
            dilakukan setelah unduhan, sertifikat lisensi untuk logo tersebut ditarik.
          </p>
          <p>
            Jika gangguan teknis di pihak kami membuat Anda tidak bisa mengunduh logo, hubungi kami dan kami
            akan memperbaiki masalahnya atau mengembalikan dana Anda, baik {REFUND_WINDOW_DAYS} hari itu sudah
            lewat maupun belum. Tidak ada bagian dari ketentuan ini yang membatasi hak Anda berdasarkan hukum
            perlindungan konsumen yang berlaku bagi Anda.
          </p>
        </>
      ),
    },
    {
      id: "intellectual-property",
      heading: "Kekayaan Intelektual dan Hak Komersial",
      body: (
        <>
          <h3>Logo Anda</h3>
          <p>
            Setelah Anda membeli {PACKAGE_NAME} dan mengunduh logo Anda, Anda boleh memakai logo itu untuk
            tujuan apa pun yang sah, termasuk komersial: di situs web, produk, kemasan, papan nama, media
            sosial, dan iklan Anda. Anda boleh menyunting atau mengubahnya. Pratinjau yang ditampilkan selama
            uji coba gratis tidak disertai hak pemakaian.
          </p>
          <h3>Nama adalah usulan</h3>
          <p>
            Nama merek yang kami usulkan adalah ide, bukan merek dagang yang sudah diperiksa. Sebelum memakai
            sebuah nama, Anda bertanggung jawab memastikan nama itu tersedia dan tidak bertentangan dengan hak
            orang lain, misalnya dengan menelusuri basis data merek (seperti DJKI), daftar nama perusahaan,
            dan nama domain di tempat Anda berencana berusaha. Kami menyarankan meminta nasihat profesional
            sebelum mendaftarkan merek dagang.
          </p>
          <h3>Hasil buatan AI</h3>
          <p>
            Nama dan logo dihasilkan oleh model kecerdasan buatan. Pengguna lain, atau alat lain, mungkin
            mendapat hasil yang mirip dengan milik Anda, dan kami tidak dapat menjamin bahwa suatu hasil itu
            unik atau dapat didaftarkan sebagai merek dagang. Periksalah hasil yang Anda terima dengan
            saksama, seperti Anda memeriksa desain yang Anda pesan dari siapa pun.
          </p>
          <h3>Layanan kami</h3>
          <p>
            {BRAND.productName} sendiri, termasuk perangkat lunak, desain, teks, nama dan logo{" "}
            {BRAND.productName}, dan semua hal lain yang membentuk layanan ini (selain logo Anda dan deskripsi
            yang Anda ketik), adalah milik {BRAND.businessName} atau pemberi lisensi kami. Ketentuan ini tidak
            memberi Anda hak apa pun atasnya selain memakai layanan sebagaimana mestinya.
          </p>
        </>
      ),
    },
    {
      id: "acceptable-use",
      heading: "Pemakaian yang Diperbolehkan",
      body: (
        <>
          <p>Saat memakai {BRAND.productName}, Anda setuju untuk tidak:</p>
          <ul>
            <li>
              memasukkan deskripsi usaha yang melanggar hukum, bernada kebencian, melecehkan, bermuatan
              seksual eksplisit, atau mendorong kekerasan atau diskriminasi;
            </li>
            <li>
              memakai layanan ini untuk meniru merek usaha lain, atau untuk membuat nama atau logo yang
              dimaksudkan melanggar merek dagang, hak cipta, atau hak lain milik orang lain;
            </li>
            <li>
              mengambil, menyalin, atau mengumpulkan layanan atau hasilnya secara otomatis, atau memakainya
              untuk membangun produk pesaing atau melatih model lain;
            </li>
            <li>
              membebani, mengganggu, atau menyerang layanan, atau menguji celah keamanannya tanpa izin
              tertulis dari kami;
            </li>
            <li>
              merekayasa balik, mendekompilasi, atau mencoba mengambil kode sumber layanan, kecuali jika hukum
              secara tegas mengizinkannya; atau
            </li>
            <li>
              mengakali batas pembuatan, aturan uji coba gratis, pembatasan unduhan, atau proses pembayaran
              dengan cara apa pun.
            </li>
          </ul>
          <p>
            Kami dapat menolak permintaan, menghapus konten, atau membatasi akun jika kami secara wajar
            meyakini aturan ini telah dilanggar.
          </p>
        </>
      ),
    },
    {
      id: "availability",
      heading: "Ketersediaan dan Perubahan Layanan",
      body: (
        <>
          <p>
            Kami berupaya agar {BRAND.productName} berjalan lancar, tetapi kami tidak dapat menjamin layanan
            ini selalu tersedia atau bebas dari kesalahan. Layanan mungkin sesekali tidak tersedia karena
            pemeliharaan, masalah pada penyedia hosting atau AI kami, atau hal-hal di luar kendali kami.
            Pembuatan dengan AI sesekali bisa gagal atau memakan waktu lebih lama dari biasanya.
          </p>
          <p>
            Seiring waktu kami dapat menyempurnakan, mengubah, atau menghapus fitur layanan. Jika suatu saat
            kami berhenti menyediakan layanan ini sama sekali, kami akan memberi pemberitahuan yang wajar agar
            pelanggan yang sudah membeli paket bisa mengunduh logonya terlebih dahulu.
          </p>
        </>
      ),
    },
    {
      id: "disclaimers-and-liability",
      heading: "Penyangkalan dan Batasan Tanggung Jawab",
      body: (
        <>
          <p>
            {BRAND.productName} disediakan "sebagaimana adanya" dan "sebagaimana tersedia". Kami tidak
            menjamin bahwa nama atau logo yang dihasilkan cocok untuk usaha Anda, tidak mirip dengan merek
            yang sudah ada, atau dapat didaftarkan. Keputusan tentang nama dan logo mana yang dipakai, dan
            cara memakainya, ada di tangan Anda.
          </p>
          <p>
            Sejauh diizinkan hukum, kami tidak bertanggung jawab atas kerugian tidak langsung atau kerugian
            lanjutan, seperti hilangnya laba, pendapatan, peluang usaha, atau nama baik, yang timbul dari
            pemakaian layanan ini oleh Anda. Tanggung jawab kami secara keseluruhan kepada Anda atas klaim apa
            pun yang berkaitan dengan layanan ini terbatas pada jumlah yang Anda bayarkan untuk {PACKAGE_NAME}{" "}
            dalam dua belas bulan sebelum klaim itu timbul.
          </p>
          <p>
            Tidak ada bagian dari Ketentuan ini yang mengecualikan atau membatasi tanggung jawab yang menurut
            hukum yang berlaku bagi Anda tidak dapat dikecualikan atau dibatasi, termasuk tanggung jawab atas
            penipuan, atau hak apa pun yang Anda miliki sebagai konsumen.
          </p>
        </>
      ),
    },
    {
      id: "termination",
      heading: "Pengakhiran",
      body: (
        <>
          <p>
            Anda bisa berhenti memakai {BRAND.productName} kapan saja. Anda bisa menghapus akun sendiri: buka
            menu akun (foto Anda di kanan atas saat Anda masuk), pilih <strong>Hapus akun</strong>, lalu
            konfirmasi. Tindakan ini menghapus akun Anda, merek-merek Anda, dan semua yang dibuat untuknya.
            Catatan pembayaran yang wajib kami simpan menurut hukum tetap disimpan selama masa simpannya,
            tanpa terhubung lagi dengan Anda, dan hash berkunci yang dijelaskan di bagian "Pendaftaran dan
            Keamanan Akun" disimpan selama {retention} agar uji coba gratis tidak diberikan dua kali. Jika
            Anda tidak bisa masuk, kirim e-mail ke <MailLink email={supportEmail} /> dan kami akan menghapus
            akun itu untuk Anda.
          </p>
          <p>
            Kami dapat menangguhkan atau menutup akun Anda jika Anda melanggar Ketentuan ini secara serius
            atau berulang, misalnya dengan menyalahgunakan uji coba gratis atau layanan, atau jika hukum
            mengharuskannya. Bila wajar, kami akan memberi tahu alasannya dan memberi Anda kesempatan
            menanggapi.
          </p>
          <p>
            Jika akun Anda ditutup, hak komersial atas logo yang sudah Anda beli dan unduh tetap menjadi milik
            Anda, kecuali akun itu ditutup karena pembeliannya curang atau logonya diperoleh dengan mengakali
            proses pembayaran.
          </p>
        </>
      ),
    },
    {
      id: "governing-law",
      heading: "Hukum yang Berlaku",
      body: (
        <>
          <p>
            Ketentuan ini diatur oleh hukum Republik {BRAND.country}. Jika timbul sengketa, hubungi kami
            terlebih dahulu: sebagian besar masalah bisa diselesaikan dengan cepat lewat e-mail. Sengketa yang
            tidak dapat diselesaikan dengan cara itu akan ditangani oleh pengadilan di {BRAND.city},{" "}
            {BRAND.country}.
          </p>
          <p>
            Jika Anda konsumen yang tinggal di negara lain, hal ini tidak menghilangkan perlindungan yang Anda
            miliki berdasarkan hukum yang bersifat memaksa di negara tersebut, atau hak Anda untuk mengajukan
            gugatan di pengadilan setempat.
          </p>
        </>
      ),
    },
    {
      id: "changes",
      heading: "Perubahan atas Ketentuan Ini",
      body: (
        <>
          <p>
            Kami dapat memperbarui Ketentuan ini dari waktu ke waktu, misalnya saat kami mengubah layanan atau
            saat hukum berubah. Jika demikian, kami akan mengubah tanggal "Terakhir diperbarui" di bagian atas
            halaman ini, dan jika perubahannya penting, kami juga akan memberi tahu Anda lewat e-mail atau di
            aplikasi sebelum perubahan itu berlaku.
          </p>
          <p>
            Perubahan tidak berlaku untuk pembelian yang sudah Anda lakukan. Jika Anda tetap memakai layanan
            setelah Ketentuan baru berlaku, Anda menerimanya; jika tidak setuju, mohon berhenti memakai
            layanan.
          </p>
        </>
      ),
    },
    {
      id: "contact",
      heading: "Informasi Kontak",
      body: (
        <>
          <p>Jika ada pertanyaan tentang Ketentuan ini, silakan hubungi kami:</p>
          <ContactDetails email={supportEmail} />
        </>
      ),
    },
  ];
}
