import { useEffect } from "react";
import { BRAND } from "@/shared/brand";

/** Per-route title and description (the shell's index.html carries the landing's defaults). */
export function usePageMeta({ title, description }: { title?: string; description?: string }) {
  useEffect(() => {
    document.title = title ? `${title} · ${BRAND.productName}` : `${BRAND.productName}: ${BRAND.tagline}`;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute("content", description);
  }, [title, description]);
}
