import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from "react-router";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "@/shared/messages";
import { Toaster } from "@/web/components/ui/toaster";
import { toast } from "@/web/lib/toast";
import { PACKAGE_ACTION_LABEL, packageAction, packagePath } from "./package-action";

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function Refuse({ brandId }: { brandId: string }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() =>
        toast("Premium Feature", {
          description: MESSAGES.logoPremium,
          action: packageAction(brandId, navigate),
        })
      }
    >
      Regenerate
    </button>
  );
}

describe("the upgrade toasts' package button", () => {
  it("keeps the spec's words and goes to the payment page for the brand on screen", async () => {
    const brandId = "0b7e5f0e-3c1a-4a55-9b1f-2f7d6a1c9e01";
    render(
      <MemoryRouter initialEntries={["/?step=logos"]}>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
        <Refuse brandId={brandId} />
        <Toaster />
      </MemoryRouter>,
    );
    // fireEvent runs inside React's act with the act environment on; user-event's delayed
    // pointer steps inside an outer act() could run with it off under load, and React then
    // logged "not configured to support act" (seen once in CI).
    fireEvent.click(screen.getByRole("button", { name: "Regenerate" }));
    await screen.findByText(MESSAGES.logoPremium, {}, { timeout: 5000 });
    expect(MESSAGES.logoPremium).toMatch(/Please upgrade to continue\.$/);
    const action = await screen.findByRole("button", { name: "See the $24.99 package" });
    // A plain click: sonner's swipe handling wants pointer capture, which jsdom lacks.
    fireEvent.click(action);
    await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent(`/payment?brand=${brandId}`));
  });

  it("names the price and falls back to the plain payment page", () => {
    expect(PACKAGE_ACTION_LABEL).toBe("See the $24.99 package");
    expect(packagePath(undefined)).toBe("/payment");
    expect(packagePath("abc")).toBe("/payment?brand=abc");
  });
});
