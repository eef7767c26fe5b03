import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, signedInResponse, stubApi } from "@/test/web-api-stub";
import { AuthProvider } from "@/web/features/auth/auth-provider";
import { AppConfigProvider } from "@/web/lib/app-config-provider";
import { queryClient } from "@/web/lib/query-client";
import SuccessPage from "./success";

/** /success asks for the payment until it is completed, then shows the receipt (docs/product.md#screens). */
function renderSuccess(search: string) {
  return render(
    <MemoryRouter initialEntries={[`/success${search}`]}>
      <AppConfigProvider>
        <AuthProvider>
          <Routes>
            <Route path="/success" element={<SuccessPage />} />
            <Route path="/logos" element={<p>logos page</p>} />
            <Route path="/" element={<p>home page</p>} />
          </Routes>
        </AuthProvider>
      </AppConfigProvider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  // The page uses the app's one query client: each test starts without its answers.
  queryClient.clear();
});

describe("/success", () => {
  it("asks again while the payment is pending, then shows the receipt of the brand it paid for", async () => {
    let asks = 0;
    stubApi({
      "/api/me": signedInResponse,
      "/api/payments/txn_0123456789": () => {
        asks++;
        return jsonResponse({
          status: asks < 2 ? "pending" : "completed",
          sessionId: asks < 2 ? null : "b1",
        });
      },
      "/api/brands/b1": () =>
        jsonResponse({
          session: { chosenName: { name: "Kopi Senja" } },
          receipts: [
            {
              paymentId: "txn_0123456789",
              amount: "2499",
              currency: "USD",
              tax: "0",
              taxMode: "external",
              paidAt: "2026-11-24T10:00:00Z",
            },
          ],
        }),
    });
    renderSuccess("?payment_id=txn_0123456789");
    expect(await screen.findByText("Verifying your payment...")).toBeInTheDocument();
    expect(await screen.findByText("Payment Successful!", {}, { timeout: 6000 })).toBeInTheDocument();
    expect(asks).toBe(2);
    expect(await screen.findByText("Kopi Senja")).toBeInTheDocument();
  });

  it("stops at a refusal that asking again will not change", async () => {
    let asks = 0;
    stubApi({
      "/api/me": signedInResponse,
      "/api/payments/txn_0123456789": () => {
        asks++;
        return jsonResponse({ error: { code: "payment_not_found", message: "Unknown payment." } }, 404);
      },
    });
    renderSuccess("?payment_id=txn_0123456789");
    expect(await screen.findByText("Something went wrong")).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 2500));
    expect(asks).toBe(1);
  });

  it("explains a visit without a payment to check", async () => {
    stubApi({ "/api/me": signedInResponse });
    renderSuccess("");
    expect(await screen.findByText("No payment to check")).toBeInTheDocument();
  });
});
