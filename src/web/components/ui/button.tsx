import type { VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";
import { buttonVariants } from "./button-variants";

/** Every <button> prop, `ref` included (React 19 passes it as a prop). */
export type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, wrap, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonVariants({ variant, size, wrap }), className)} {...props} />;
}
