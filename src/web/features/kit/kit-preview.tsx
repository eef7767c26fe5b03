import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Globe, Lock } from "lucide-react";
import { useId } from "react";
import { PRICE_LABEL, PRICE_TAX_NOTE } from "@/shared/constants";
import { LOCALE_TAGS } from "@/shared/locale";
import { useLocale } from "@/web/lib/i18n/use-locale";
import { type KitInfo, type KitTile, kitTileUrl, useKitInfo } from "./api/kit-api";

/** Each tile comes from the server on the background that version is made for. */
const COLOUR_TILES: Array<{ tile: KitTile; label: MessageDescriptor }> = [
  { tile: "full", label: msg`Full colour` },
  { tile: "black", label: msg`Black` },
  { tile: "white", label: msg`White` },
  { tile: "mono", label: msg`One colour` },
];

/** The tile's alt text: "Kopi Senja logo, full colour". */
function tileAlt(brandName: string, label: MessageDescriptor, translate: (d: MessageDescriptor) => string) {
  const version = translate(label).toLowerCase();
  return translate(msg`${brandName} logo, ${version}`);
}

function handleOf(name: string): string {
  return `@${name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "") || "yourbrand"}`;
}

/**
 * Step 5's look inside the brand kit: its colour versions, the favicon at its real 16 px in a
 * browser tab, and a social profile. Before payment the tiles are small and watermarked: the
 * reason to pay, not a way around it.
 */
export function KitPreview({
  sessionId,
  logoId,
  brandName,
  canDownload,
}: {
  sessionId: string;
  logoId: string | null;
  brandName: string;
  canDownload: boolean;
}) {
  const headingId = useId();
  const { t } = useLingui();
  const info = useKitInfo(sessionId, logoId, canDownload);
  if (!logoId || !info) return null;
  const version = `${info.logoId}-${info.canDownload ? "full" : "preview"}`;
  const tile = (name: KitTile) => kitTileUrl(sessionId, name, version);
  const has = (name: KitTile) => info.tiles.includes(name);

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-semibold text-lg text-slate-900">
          <Trans>Your brand kit</Trans>
        </h2>
        <p className="text-slate-600 text-sm">
          {info.canDownload ? (
            <Trans>Everything below is in your kit, at full quality.</Trans>
          ) : (
            <>
              <Lock className="mr-1 inline size-3.5 align-[-2px]" aria-hidden="true" />
              <Trans>
                Watermarked previews: the kit comes with the package, {PRICE_LABEL} ({PRICE_TAX_NOTE}).
              </Trans>
            </>
          )}
        </p>
      </div>

      {info.composed ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t`Colour versions`}>
          {COLOUR_TILES.filter((c) => has(c.tile)).map((c) => (
            <li key={c.tile} className="space-y-1.5">
              <img
                src={tile(c.tile)}
                alt={tileAlt(brandName, c.label, t)}
                loading="lazy"
                draggable={false}
                width={360}
                height={270}
                className="aspect-[4/3] w-full select-none rounded-xl bg-slate-100 object-cover ring-1 ring-slate-200"
              />
              <p className="text-center text-slate-700 text-xs">{t(c.label)}</p>
            </li>
          ))}
        </ul>
      ) : null}

      <div className="grid gap-4 md:grid-cols-2">
        <figure className="space-y-1.5">
          <div className="overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200 ring-inset">
            <div className="flex items-end gap-1 bg-slate-200 px-2 pt-2">
              <div className="flex min-w-0 max-w-[70%] items-center gap-2 rounded-t-lg bg-white px-3 py-2">
                <img
                  src={tile("favicon-16")}
                  srcSet={`${tile("favicon-16")} 1x, ${tile("favicon-32")} 2x`}
                  alt=""
                  width={16}
                  height={16}
                  className="size-4 shrink-0"
                />
                <span dir="auto" className="truncate text-slate-800 text-xs">
                  {brandName}
                </span>
              </div>
            </div>
            <div className="flex items-center gap-2 bg-white px-3 py-2">
              <Globe className="size-3.5 text-slate-400" aria-hidden="true" />
              <div className="h-5 flex-1 rounded-full bg-slate-100" />
            </div>
            <div className="h-8 bg-white" />
          </div>
          <figcaption className="text-slate-600 text-xs">
            <Trans>The favicon at its real size, 16 px, in a browser tab</Trans>
          </figcaption>
        </figure>

        <figure className="space-y-1.5">
          <div className="overflow-hidden rounded-xl bg-white ring-1 ring-slate-200 ring-inset">
            <img
              src={tile("banner")}
              alt={t`${brandName} social media header`}
              loading="lazy"
              draggable={false}
              className="aspect-[3/1] w-full select-none object-cover"
            />
            <div className="flex items-end gap-3 px-4 pb-3">
              <img
                src={tile("profile")}
                alt={t`${brandName} social media avatar`}
                loading="lazy"
                draggable={false}
                className="-mt-8 size-16 shrink-0 select-none rounded-full bg-white object-cover ring-4 ring-white"
              />
              <div className="min-w-0 pb-0.5">
                <p dir="auto" className="truncate font-semibold text-slate-900 text-sm">
                  {brandName}
                </p>
                <p className="truncate text-slate-500 text-xs">{handleOf(brandName)}</p>
              </div>
            </div>
          </div>
          <figcaption className="text-slate-600 text-xs">
            <Trans>Profile picture and header, ready for social media</Trans>
          </figcaption>
        </figure>
      </div>

      <KitContents info={info} />
    </section>
  );
}

function KitContents({ info }: { info: KitInfo }) {
  const { locale } = useLocale();
  const builtIn = info.ready && info.ready.locale !== locale ? LOCALE_TAGS[info.ready.locale].label : null;
  const readerLanguage = LOCALE_TAGS[locale].label;
  return (
    <div>
      {builtIn ? (
        <p
          data-testid="kit-language-note"
          className="mb-3 rounded-lg bg-slate-50 px-3 py-2 text-slate-700 text-sm"
        >
          <Trans>
            Your kit was built in {builtIn}. Downloading it again builds it in {readerLanguage}; its files and
            your rights stay the same.
          </Trans>
        </p>
      ) : null}
      <h3 className="font-medium text-slate-900 text-sm">
        <Trans>
          In <span className="font-mono text-xs">{info.fileName}</span>
        </Trans>
      </h3>
      <ul className="mt-2 space-y-1 text-slate-700 text-sm">
        {info.contents.map((item) => (
          <li key={`${item.folder}${item.text}`}>
            {item.folder ? <span className="font-mono text-slate-900 text-xs">{item.folder} </span> : null}
            {item.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
