import { useState } from "react";
import { cn } from "@/web/lib/cn";

/** Profile picture with the first letter of the full name as fallback. */
export function Avatar({ name, src, className }: { name: string; src: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  const initial = ([...name.trim()][0] ?? "?").toUpperCase();
  return (
    <span
      className={cn(
        "inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-600 font-semibold text-sm text-white",
        className,
      )}
    >
      {src && !failed ? (
        <img
          src={src}
          alt=""
          width={36}
          height={36}
          referrerPolicy="no-referrer"
          className="size-full object-cover"
          onError={() => setFailed(true)}
        />
      ) : (
        <span aria-hidden="true">{initial}</span>
      )}
    </span>
  );
}
