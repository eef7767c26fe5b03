import { BRAND } from "@/shared/brand";

export function LogoMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#4f46e5" />
      <path
        d="M20 44c6-2 10-8 12-16 2 8 6 14 12 16"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="32" cy="20" r="5" fill="#fbbf24" />
    </svg>
  );
}

export function Wordmark() {
  return (
    <span className="flex items-center gap-2.5 font-bold text-lg text-slate-900 tracking-tight">
      <LogoMark />
      {BRAND.productName}
    </span>
  );
}
