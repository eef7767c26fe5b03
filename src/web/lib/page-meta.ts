import { useEffect } from "react";
import { BRAND } from "@/shared/brand";
import { brandTagline } from "./i18n/product-texts";

/** Per-route title and description (the shell's index.html carries the landing's defaults). */
export function usePageMeta({ title, description }: { title?: string; description?: string }) {
  useEffect(() => {
    document.title = title ? `${title} · ${BRAND.productName}` : `${BRAND.productName}: ${brandTagline()}`;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute("content", description);
  }, [title, description]);
}
