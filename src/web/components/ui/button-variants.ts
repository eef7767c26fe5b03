import { cva } from "class-variance-authority";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700",
        secondary: "bg-white text-slate-900 ring-1 ring-slate-300 ring-inset hover:bg-slate-50",
        ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
        destructive: "bg-red-600 text-white hover:bg-red-700",
        link: "text-brand-700 underline underline-offset-4 hover:text-brand-900",
      },
      size: {
        sm: "h-9 px-3 text-sm",
        md: "h-11 px-5 text-sm",
        lg: "h-13 px-7 text-base",
        icon: "size-10",
        inline: "h-auto px-1 text-sm",
      },
      // A call to action whose words vary by language wraps onto two lines (the size's height
      // holds two) instead of spilling out at 360 px (issue 31).
      wrap: {
        false: "whitespace-nowrap",
        true: "whitespace-normal text-center",
      },
    },
    defaultVariants: { variant: "primary", size: "md", wrap: false },
  },
);
