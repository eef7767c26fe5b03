import type { PaddleEventData } from "@paddle/paddle-js";
import { z } from "zod";

const totalsSchema = z.object({
  subtotal: z.number(),
  tax: z.number(),
  total: z.number(),
  discount: z.number().optional(),
});

const checkoutDataSchema = z.object({
  currency_code: z.string().regex(/^[A-Z]{3}$/),
  items: z
    .array(
      z.object({
        price_name: z.string().nullish(),
        product: z.object({ name: z.string() }).partial().nullish(),
        quantity: z.number().int().min(0),
        totals: totalsSchema,
      }),
    )
    .min(1),
  totals: totalsSchema,
});

export type OrderSummaryData = {
  currency: string;
  items: Array<{ name: string; quantity: number; subtotal: number }>;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
};

/** Events that carry the checkout's current items and totals. */
const SUMMARY_EVENTS = new Set([
  "checkout.loaded",
  "checkout.updated",
  "checkout.items.updated",
  "checkout.customer.updated",
  "checkout.discount.applied",
  "checkout.discount.removed",
]);

/** The summary from a checkout.loaded/checkout.updated event, or null for other events and odd payloads. */
export function summaryFromEvent(event: PaddleEventData): OrderSummaryData | null {
  if (!event.name || !SUMMARY_EVENTS.has(event.name)) return null;
  const parsed = checkoutDataSchema.safeParse(event.data);
  if (!parsed.success) return null;
  const { currency_code, items, totals } = parsed.data;
  return {
    currency: currency_code,
    items: items.map((item) => ({
      name: item.product?.name ?? item.price_name ?? "Item",
      quantity: item.quantity,
      subtotal: item.totals.subtotal,
    })),
    subtotal: totals.subtotal,
    discount: totals.discount ?? 0,
    tax: totals.tax,
    total: totals.total,
  };
}
