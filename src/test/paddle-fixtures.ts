import type {
  IEventsResponse,
  ITransactionNotificationResponse,
  ITransactionResponse,
} from "@paddle/paddle-node-sdk";

/**
 * Test fixtures in the shape Paddle Billing really sends (API version 1): a completed web checkout
 * of the one $24.99 price, taxed at 8.875% (New York), paid by card on the second attempt.
 * Typed against the SDK's own response types so that a breaking SDK change shows up in tsc.
 */

export type PaddleFixtureOptions = {
  transactionId: string;
  priceId: string;
  customData: Record<string, unknown> | null;
  customerId?: string;
  occurredAt?: string;
  /** "paid": paid in full, not yet processed by Paddle (the API can answer this before "completed"). */
  status?: "completed" | "paid" | "billed";
};

const PRODUCT_ID = "pro_01jbrandstudiopkg000000000";
const ADDRESS_ID = "add_01jbrandstudioaddr00000000";

/** The transaction entity; the same shape in webhooks and in the API. */
export function transactionData(
  options: PaddleFixtureOptions,
): ITransactionNotificationResponse & ITransactionResponse {
  const { transactionId, priceId, customData } = options;
  const customerId = options.customerId ?? "ctm_01jbrandstudiocustomer0000";
  const completedAt = options.occurredAt ?? "2025-03-14T10:21:07.912331Z";
  const product = {
    id: PRODUCT_ID,
    name: "Complete Brand Package",
    type: "standard" as const,
    description: "One brand: your chosen name plus one logo design, with commercial usage rights.",
    tax_category: "digital-goods" as const,
    image_url: null,
    custom_data: null,
    status: "active" as const,
    import_meta: null,
    created_at: "2025-01-06T09:00:00.000000Z",
    updated_at: "2025-01-06T09:00:00.000000Z",
  };
  const unitTotals = { subtotal: "2499", discount: "0", tax: "222", total: "2721" };
  return {
    id: transactionId,
    status: options.status ?? "completed",
    customer_id: customerId,
    address_id: ADDRESS_ID,
    business_id: null,
    custom_data: customData,
    origin: "web",
    collection_mode: "automatic",
    subscription_id: null,
    invoice_id: "inv_01jbrandstudioinvoice00000",
    invoice_number: "11942-10081",
    // Paddle sets billing_details only for manually-collected (invoiced) transactions.
    billing_details: null,
    billing_period: null,
    currency_code: "USD",
    discount_id: null,
    created_at: "2025-03-14T10:19:48.204118Z",
    updated_at: completedAt,
    billed_at: "2025-03-14T10:21:05.631072Z",
    revised_at: null,
    items: [
      {
        price_id: priceId,
        price: {
          id: priceId,
          description: "One-time purchase of the Complete Brand Package",
          type: "standard",
          name: "Complete Brand Package",
          product_id: PRODUCT_ID,
          billing_cycle: null,
          trial_period: null,
          tax_mode: "account_setting",
          unit_price: { amount: "2499", currency_code: "USD" },
          unit_price_overrides: [],
          custom_data: null,
          status: "active",
          quantity: { minimum: 1, maximum: 1 },
          import_meta: null,
          created_at: "2025-01-06T09:02:11.480512Z",
          updated_at: "2025-01-06T09:02:11.480512Z",
        },
        quantity: 1,
        proration: null,
      },
    ],
    details: {
      tax_rates_used: [{ tax_rate: "0.08875", totals: unitTotals }],
      totals: {
        subtotal: "2499",
        tax: "222",
        discount: "0",
        total: "2721",
        grand_total: "2721",
        grand_total_tax: "222",
        fee: "186",
        credit: "0",
        credit_to_balance: "0",
        balance: "0",
        earnings: "2313",
        currency_code: "USD",
      },
      adjusted_totals: {
        subtotal: "2499",
        tax: "222",
        total: "2721",
        grand_total: "2721",
        grand_total_tax: "222",
        fee: "186",
        earnings: "2313",
        currency_code: "USD",
        retained_fee: "0",
      },
      payout_totals: {
        subtotal: "2499",
        tax: "222",
        discount: "0",
        total: "2721",
        credit: "0",
        credit_to_balance: "0",
        balance: "0",
        grand_total: "2721",
        grand_total_tax: "222",
        fee: "186",
        earnings: "2313",
        currency_code: "USD",
        exchange_rate: "1",
        fee_rate: "0.05",
      },
      adjusted_payout_totals: {
        subtotal: "2499",
        tax: "222",
        total: "2721",
        fee: "186",
        chargeback_fee: { amount: "0", original: null },
        earnings: "2313",
        currency_code: "USD",
        exchange_rate: "1",
        retained_fee: "0",
      },
      line_items: [
        {
          id: "txnitm_01jbrandstudiolineitem0000",
          price_id: priceId,
          quantity: 1,
          proration: null,
          tax_rate: "0.08875",
          unit_totals: unitTotals,
          totals: unitTotals,
          product,
        },
      ],
    },
    payments: [
      {
        payment_attempt_id: "0b4c4b5e-9d0c-4d7e-8f4e-6a3f2b1c9d01",
        stored_payment_method_id: "2f8e6d4c-1a3b-4c5d-9e7f-0a1b2c3d4e5f",
        payment_method_id: "paymtd_01jbrandstudiopaymtd000000",
        amount: "2721",
        status: "captured",
        error_code: null,
        method_details: {
          type: "card",
          card: {
            type: "visa",
            last4: "4242",
            expiry_month: 12,
            expiry_year: 2030,
            cardholder_name: "Alex Example",
          },
          paypal: null,
          south_korea_local_card: null,
          underlying_details: null,
        },
        created_at: "2025-03-14T10:21:01.310254Z",
        captured_at: "2025-03-14T10:21:04.998120Z",
      },
      {
        payment_attempt_id: "7d1e0f3a-5b2c-4e8d-a1f9-3c6b8e2d4f70",
        stored_payment_method_id: "9c7b5a3d-2e1f-4a6b-8c0d-e4f5a6b7c8d9",
        payment_method_id: null,
        amount: "2721",
        status: "error",
        error_code: "declined",
        method_details: {
          type: "card",
          card: {
            type: "visa",
            last4: "0002",
            expiry_month: 5,
            expiry_year: 2029,
            cardholder_name: "Alex Example",
          },
          paypal: null,
          south_korea_local_card: null,
          underlying_details: null,
        },
        created_at: "2025-03-14T10:20:32.117408Z",
        captured_at: null,
      },
    ],
    checkout: { url: `https://brandstudio.example/checkout?_ptxn=${transactionId}` },
  };
}

/** A `transaction.completed` webhook body, as parsed JSON; stringify it to sign and send. */
export function transactionCompletedEvent(
  options: PaddleFixtureOptions & { eventId: string; notificationId?: string },
): IEventsResponse<ITransactionNotificationResponse> {
  return {
    event_id: options.eventId,
    event_type: "transaction.completed",
    occurred_at: options.occurredAt ?? "2025-03-14T10:21:07.912331Z",
    notification_id: options.notificationId ?? "ntf_01jbrandstudionotif0000000",
    data: transactionData(options),
  };
}

/** The body of `GET /transactions/{id}`. */
export function transactionApiResponse(options: PaddleFixtureOptions): {
  data: ITransactionResponse;
  meta: { request_id: string };
} {
  return {
    data: {
      ...transactionData(options),
      available_payment_methods: ["apple_pay", "card", "google_pay", "paypal"],
    },
    meta: { request_id: "5f1b1f2e-3c4d-4e5f-8a9b-0c1d2e3f4a5b" },
  };
}

/** Paddle's error body for an unknown entity. */
export function notFoundApiResponse(transactionId: string) {
  return {
    error: {
      type: "request_error",
      code: "not_found",
      detail: `Entity ${transactionId} not found`,
      documentation_url: "https://developer.paddle.com/errors/shared/not_found",
    },
    meta: { request_id: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d" },
  };
}

export type PaddleAdjustmentFixtureOptions = {
  adjustmentId: string;
  transactionId: string;
  action?: "refund" | "chargeback" | "chargeback_reverse" | "chargeback_warning" | "credit";
  status?: "pending_approval" | "approved" | "rejected" | "reversed";
  type?: "full" | "partial";
  /** Minor units; the full $27.21 (with tax) by default. */
  total?: string;
  createdAt?: string;
  updatedAt?: string;
};

/** The adjustment entity (refund, chargeback, reversal): the same shape in webhooks and in the API. */
export function adjustmentData(options: PaddleAdjustmentFixtureOptions) {
  const total = options.total ?? "2721";
  const tax = options.type === "partial" ? String(Math.round(Number(total) * 0.0815)) : "222";
  const subtotal = String(Number(total) - Number(tax));
  const createdAt = options.createdAt ?? "2025-03-16T08:00:00.000000Z";
  return {
    id: options.adjustmentId,
    action: options.action ?? "refund",
    type: options.type ?? "full",
    transaction_id: options.transactionId,
    subscription_id: null,
    customer_id: "ctm_01jbrandstudiocustomer0000",
    reason: "The buyer asked for a refund within 14 days.",
    credit_applied_to_balance: null,
    currency_code: "USD",
    status: options.status ?? "approved",
    items: [
      {
        id: "adjitm_01jbrandstudioadjitem00000",
        item_id: "txnitm_01jbrandstudiolineitem0000",
        type: options.type ?? "full",
        amount: total,
        proration: null,
        totals: { subtotal, tax, total },
      },
    ],
    totals: {
      subtotal,
      tax,
      total,
      fee: "136",
      earnings: String(Number(subtotal) - 136),
      currency_code: "USD",
    },
    payout_totals: {
      subtotal,
      tax,
      total,
      fee: "136",
      chargeback_fee: { amount: "0", original: null },
      earnings: String(Number(subtotal) - 136),
      currency_code: "USD",
      retained_fee: "0",
    },
    tax_rates_used: [{ tax_rate: "0.08875", totals: { subtotal, tax, total } }],
    created_at: createdAt,
    updated_at: options.updatedAt ?? createdAt,
  };
}

/** An `adjustment.created` / `adjustment.updated` webhook body, as parsed JSON. */
export function adjustmentEvent(
  options: PaddleAdjustmentFixtureOptions & {
    eventId: string;
    eventType: "adjustment.created" | "adjustment.updated";
    occurredAt?: string;
  },
) {
  return {
    event_id: options.eventId,
    event_type: options.eventType,
    occurred_at: options.occurredAt ?? options.updatedAt ?? "2025-03-16T08:00:01.000000Z",
    notification_id: `ntf_${options.eventId.slice(4)}`,
    data: adjustmentData(options),
  };
}
