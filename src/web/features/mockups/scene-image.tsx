import { Trans, useLingui } from "@lingui/react/macro";
import { ImageOff, RotateCw } from "lucide-react";
import { useState } from "react";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";

/**
 * A scene's picture in a fixed 4:3 box (nothing below it moves when it arrives): a pulsing
 * placeholder until it loads, a retry if it fails. Lazy unless it is the first thing seen.
 */
export function SceneImage({
  src,
  alt,
  eager = false,
  className,
}: {
  src: string;
  alt: string;
  eager?: boolean;
  className?: string;
}) {
  const { t } = useLingui();
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading");
  const [attempt, setAttempt] = useState(0);
  const url = attempt === 0 ? src : `${src}${src.includes("?") ? "&" : "?"}retry=${attempt}`;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: blocking the image menu is a courtesy (docs/product.md#download), not a control.
    <div
      className={cn(
        "relative aspect-[4/3] w-full overflow-hidden rounded-xl bg-slate-100",
        state === "loading" && "animate-pulse",
        className,
      )}
      onContextMenu={(event) => event.preventDefault()}
    >
      {state !== "failed" && (
        <img
          key={url}
          src={url}
          alt={alt}
          width={1024}
          height={768}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          draggable={false}
          onLoad={() => setState("loaded")}
          onError={() => setState("failed")}
          className="absolute inset-0 h-full w-full select-none object-contain"
        />
      )}
      {state === "failed" && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center text-slate-600 text-sm">
          <ImageOff className="size-6" aria-hidden="true" />
          <p>
            <Trans>This picture did not load.</Trans>
          </p>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t`Try again: ${alt}`}
            onClick={() => {
              setAttempt((n) => n + 1);
              setState("loading");
            }}
          >
            <RotateCw aria-hidden="true" />
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}
