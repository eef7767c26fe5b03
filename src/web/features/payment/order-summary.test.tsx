import type { PaddleEventData } from "@paddle/paddle-js";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OrderSummary } from "./order-summary";
import { summaryFromEvent } from "./summary-from-event";

/** A checkout.loaded event as Paddle.js documents it (developer.paddle.com/paddle-js/events/checkout-loaded), trimmed. */
function checkoutEvent(name: string, tax = 2.22): PaddleEventData {
  return {
    name,
    data: {
      id: "che_01k9ppwfg7nkr1s47pntfe7x3s",
      transaction_id: "txn_01k9ppwf885xk7azx0xgnp6kp1",
      status: "draft",
      custom_data: { session_id: "s", user_id: "u" },
      currency_code: "USD",
      customer: {
        id: null,
        email: "sam@example.com",
        address: { country_code: "US", postal_code: "10021" },
        business: null,
      },
      items: [
        {
          price_id: "pri_01jbrandstudioprice0000000",
          price_name: "One-time package",
          product: {
            id: "pro_01jbrandstudiopkg000000000",
            name: "Complete Brand Package",
            description: null,
            tax_category: "digital-goods",
            image_url: null,
          },
          quantity: 1,
          totals: { subtotal: 24.99, discount: 0, tax, total: 24.99 + tax },
        },
      ],
      totals: {
        subtotal: 24.99,
        discount: 0,
        tax,
        total: Math.round((24.99 + tax) * 100) / 100,
        credit: 0,
        balance: 27.21,
      },
      settings: { display_mode: "inline", theme: "light", variant: "one-page" },
      payment: { method_details: null },
      upsell: null,
    },
  } as unknown as PaddleEventData;
}

describe("summaryFromEvent", () => {
  it("reads items and totals from checkout.loaded and checkout.updated", () => {
    expect(summaryFromEvent(checkoutEvent("checkout.loaded"))).toEqual({
      currency: "USD",
      items: [{ name: "Complete Brand Package", quantity: 1, subtotal: 24.99 }],
      subtotal: 24.99,
      discount: 0,
      tax: 2.22,
      total: 27.21,
    });
    expect(summaryFromEvent(checkoutEvent("checkout.updated", 0))?.total).toBe(24.99);
  });

  it("ignores other events and payloads that are not a checkout", () => {
    expect(summaryFromEvent(checkoutEvent("checkout.completed"))).toBeNull();
    expect(
      summaryFromEvent({ name: "checkout.loaded", data: { items: [] } } as unknown as PaddleEventData),
    ).toBeNull();
    expect(summaryFromEvent({ type: "checkout.error", code: "x" } as unknown as PaddleEventData)).toBeNull();
  });
});

describe("OrderSummary", () => {
  it("shows each item, the subtotal, the tax and the total in the checkout's currency", () => {
    render(<OrderSummary summary={summaryFromEvent(checkoutEvent("checkout.loaded"))} />);
    const box = screen.getByRole("region", { name: "Order summary" });
    expect(within(box).getByText("Complete Brand Package")).toBeInTheDocument();
    expect(within(box).getAllByText("$24.99")).toHaveLength(2);
    expect(within(box).getByText("Tax").nextSibling).toHaveTextContent("$2.22");
    expect(within(box).getByText("Total due today").nextSibling).toHaveTextContent("$27.21");
  });

  it("shows nothing before Paddle has reported totals", () => {
    const { container } = render(<OrderSummary summary={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
