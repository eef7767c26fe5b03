import type { Kysely } from "kysely";
import type { Database } from "@/server/db/schema";
import { receiptAmount } from "@/server/domain/brands";
import { assertCanDownload, downloadSelectedLogo, selectedLogo } from "@/server/domain/download";
import { hasDownloadPermission } from "@/server/domain/premium";
import { ApiError } from "@/server/http/errors";
import type { Logger } from "@/server/logger";
import { mockupPlanForSession } from "@/server/mockups/logo-mockups";
import type { RenderPool } from "@/server/render/render-pool";
import type { ImageStore } from "@/server/storage/image-store";
import { errorMessage } from "@/shared/error-codes";
import { fileBaseName } from "@/shared/filenames";
import { LOCALES, type Locale } from "@/shared/locale";
import { parseStoredDesign } from "@/shared/logo-design";
import { type BuiltKit, buildKit, type KitSource } from "./build-kit";
import { KitBuilds } from "./kit-builds";
import { kitFaces } from "./kit-fonts";
import { KIT_FORMAT_VERSION, kitNames, kitSummary } from "./kit-plan";
import { bytesStream, type KitStore } from "./kit-store";
import {
  KIT_PREVIEW_TILES,
  type KitPreviewImage,
  type KitPreviewTile,
  RASTER_PREVIEW_TILES,
} from "./preview";

type Db = Kysely<Database>;

export type KitServiceOptions = {
  db: Db;
  store: KitStore;
  images: ImageStore;
  pool: () => RenderPool;
  supportEmail: string;
  appUrl: string;
  log?: Logger;
};

export function certificateId(logoId: string): string {
  const hex = logoId.replace(/-/g, "").toUpperCase();
  return `BS-${hex.slice(0, 4)}-${hex.slice(4, 8)}-${hex.slice(8, 12)}`;
}

/**
 * The brand kit (docs/decisions/008-brand-kit.md): built from the selected logo's composition, only with
 * download permission, and counted as a download. Built once per logo and kept in a KitStore.
 */
export function kitService(options: KitServiceOptions) {
  const { db, store } = options;
  // One kit at a time per two render workers (decision 033): a kit's own jobs keep two busy.
  const builds = new KitBuilds<BuiltKit>(() => Math.ceil(options.pool().size / 2));
  const previews = new Map<string, KitPreviewImage>();
  const keyOf = (logoId: string, locale: Locale) => ({ logoId, formatVersion: KIT_FORMAT_VERSION, locale });
  const buildKey = (logoId: string, locale: Locale) => `${logoId}/${KIT_FORMAT_VERSION}/${locale}`;

  /**
   * The stored kit to speak of for a reader of `locale`: the kit in that language, else one in
   * another language (which the reader may have rebuilt in theirs).
   */
  async function storedKit(logoId: string, locale: Locale) {
    const order = [locale, ...LOCALES.filter((other) => other !== locale)];
    const found = await Promise.all(order.map((l) => store.head(keyOf(logoId, l))));
    const index = found.findIndex(Boolean);
    return index < 0 ? null : { size: found[index]!.size, locale: order[index]! };
  }

  async function logoSource(logoId: string) {
    const [row, png, svg] = await Promise.all([
      db.selectFrom("generated_logos").select("design").where("id", "=", logoId).executeTakeFirstOrThrow(),
      options.images.read(db, logoId, "png"),
      options.images.read(db, logoId, "svg"),
    ]);
    if (!png) throw new Error(`the original image of logo ${logoId} is missing`);
    return {
      design: parseStoredDesign(row.design),
      png: new Uint8Array(png),
      svg: svg?.toString("utf8") ?? null,
    };
  }

  /** Everything the kit is made from, read after the download was recorded. */
  async function kitSource(
    userId: string,
    sessionId: string,
    logoId: string,
    brandName: string,
    locale: Locale,
  ): Promise<KitSource> {
    const [logo, brand, buyer, purchase] = await Promise.all([
      logoSource(logoId),
      db
        .selectFrom("user_sessions")
        .select(["business_type", "brief"])
        .where("session_id", "=", sessionId)
        .executeTakeFirstOrThrow(),
      db.selectFrom("users").select(["name", "email"]).where("id", "=", userId).executeTakeFirstOrThrow(),
      // The purchase the download used (recordDownload attached it to this session).
      db
        .selectFrom("premium_sessions")
        .select(["payment_id", "created_at", "used_at", "transaction_data"])
        .where("session_id", "=", sessionId)
        .where("user_id", "=", userId)
        .where("payment_status", "=", "completed")
        .orderBy("is_used", "desc")
        .orderBy("created_at", "desc")
        .executeTakeFirst(),
    ]);
    const built = new Date();
    return {
      logoId,
      brandName,
      ...logo,
      built,
      locale,
      mockups: mockupPlanForSession(brand, logo.design, locale),
      licence: {
        buyer,
        purchase: purchase
          ? {
              paymentId: purchase.payment_id,
              date: purchase.created_at,
              ...receiptAmount(purchase.transaction_data),
            }
          : null,
        licensedOn: purchase?.used_at ?? built,
        certificateId: certificateId(logoId),
        supportEmail: options.supportEmail,
        appUrl: options.appUrl,
      },
    };
  }

  /**
   * A build or read that failed because the brand went meanwhile (the account was deleted while
   * its kit was built) is a 404, not a server error.
   */
  async function unlessGone<T>(logoId: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const logo = await db
        .selectFrom("generated_logos")
        .select("id")
        .where("id", "=", logoId)
        .executeTakeFirst()
        .catch(() => undefined);
      if (!logo) throw new ApiError(404, "brand_gone", errorMessage("brand_gone"));
      throw error;
    }
  }

  /** The read-only checks every kit call makes first, so a refusal does no locking work and changes nothing. */
  async function permitted(userId: string, sessionId: string) {
    const checked = await selectedLogo(db, userId, sessionId);
    await assertCanDownload(db, checked.session);
    return checked;
  }

  return {
    /**
     * What the kit holds and whether it is ready, for the download step, in the reader's language.
     * `ready.locale` is the language the stored kit was built in: when it is not the reader's, the
     * step can offer to build it again in theirs (a download with that locale).
     */
    async info(userId: string, sessionId: string, locale: Locale) {
      const checked = await selectedLogo(db, userId, sessionId);
      const logoId = checked.logoId;
      const [logo, permission, stored] = await Promise.all([
        db.selectFrom("generated_logos").select("design").where("id", "=", logoId).executeTakeFirstOrThrow(),
        hasDownloadPermission(db, checked.session),
        storedKit(logoId, locale),
      ]);
      const design = parseStoredDesign(logo.design);
      return {
        logoId,
        fileName: kitNames(checked.name).zip,
        composed: design !== null,
        contents: kitSummary(design, locale),
        tiles: design ? [...KIT_PREVIEW_TILES] : [...RASTER_PREVIEW_TILES],
        canDownload: permission,
        ready: stored,
        building: builds.progress(buildKey(logoId, locale)),
      };
    },

    /** HEAD: the headers of the kit download, without recording anything or building. */
    async head(userId: string, sessionId: string, locale: Locale) {
      const checked = await permitted(userId, sessionId);
      const stored = await store.head(keyOf(checked.logoId, locale));
      return { fileName: kitNames(checked.name).zip, size: stored?.size ?? null };
    },

    /**
     * The kit download: records it as a download (logo downloaded, session completed, purchase
     * used, one transaction), then sends the stored kit in `locale` or builds it first: a kit
     * built in one language is built again when asked for in the other.
     */
    async download(userId: string, sessionId: string, locale: Locale) {
      await permitted(userId, sessionId);
      const { logoId, name } = await downloadSelectedLogo(db, userId, sessionId, "kit");
      const key = keyOf(logoId, locale);
      const fileName = kitNames(name).zip;
      const stored = await store.get(key);
      if (stored) return { fileName, size: stored.size, stream: stored.open(), cached: true, locale };
      const built = await unlessGone(logoId, () =>
        builds.run(buildKey(logoId, locale), async (progress) => {
          const started = performance.now();
          const source = await kitSource(userId, sessionId, logoId, name, locale);
          const kit = await buildKit(options.pool(), source, progress);
          const buildMs = Math.round(performance.now() - started);
          await store.put(key, kit.zip, { fileCount: kit.paths.length, buildMs });
          options.log?.info(
            { logoId, locale, bytes: kit.zip.byteLength, files: kit.paths.length, buildMs },
            "brand kit built",
          );
          return kit;
        }),
      );
      return { fileName, size: built.zip.byteLength, stream: bytesStream(built.zip), cached: false, locale };
    },

    /** The licence certificate on its own: the same permission, and it too counts as a download. */
    async licence(userId: string, sessionId: string, locale: Locale) {
      await permitted(userId, sessionId);
      const { logoId, name } = await downloadSelectedLogo(db, userId, sessionId);
      const source = await unlessGone(logoId, () => kitSource(userId, sessionId, logoId, name, locale));
      const pdf = await options.pool().run("kitLicence", {
        ...source.licence,
        locale,
        brandName: name,
        logo: source.design ? { design: source.design } : { png: source.png },
        faces: source.design ? kitFaces(source.design) : [],
      });
      return { fileName: `${fileBaseName(name)}_licence_certificate.pdf`, pdf };
    },

    /** A preview tile: watermarked unless the session has download permission. */
    async preview(userId: string, sessionId: string, tile: KitPreviewTile) {
      const checked = await selectedLogo(db, userId, sessionId);
      const marked = !(await hasDownloadPermission(db, checked.session));
      const cacheKey = `${checked.logoId}/${tile}/${marked ? "marked" : "clean"}/${KIT_FORMAT_VERSION}`;
      const cached = previews.get(cacheKey);
      if (cached) return { ...cached, etag: cacheKey, marked };
      const { design, png } = await logoSource(checked.logoId);
      if (!design && !RASTER_PREVIEW_TILES.includes(tile)) {
        throw new ApiError(404, "logo_versions_missing", errorMessage("logo_versions_missing"));
      }
      const image = await options.pool().run("kitPreview", {
        tile,
        marked,
        source: design ? { design } : { png },
      });
      if (previews.size >= 256) previews.delete(previews.keys().next().value as string);
      previews.set(cacheKey, image);
      return { ...image, etag: cacheKey, marked };
    },
  };
}

export type KitService = ReturnType<typeof kitService>;
