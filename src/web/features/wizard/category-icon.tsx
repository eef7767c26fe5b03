import { Briefcase, Palette, ShoppingBag, Smartphone, Sparkles, Utensils } from "lucide-react";
import type { Category } from "@/shared/categories";

const ICONS = {
  utensils: Utensils,
  briefcase: Briefcase,
  smartphone: Smartphone,
  "shopping-bag": ShoppingBag,
  palette: Palette,
  sparkles: Sparkles,
} as const;

export function CategoryIcon({ icon, className }: { icon: Category["icon"]; className?: string }) {
  const Icon = ICONS[icon];
  return <Icon className={className} aria-hidden="true" />;
}
