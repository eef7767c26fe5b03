import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "@/shared/messages";
import { Toaster } from "@/web/components/ui/toaster";
import { ApiRequestError } from "@/web/lib/api";
import { isRetryableFailure, useGenerationErrors } from "./generation-errors";

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const BRAND = "0b7e5f0e-3c1a-4a55-9b1f-2f7d6a1c9e01";
const limit = new ApiRequestError(403, "generation_limit", "limit");
const exit = () => undefined;

/** The wizard's case: the brand arrives after the first render (a reload restores it). */
function Wizard() {
  const [brand, setBrand] = useState<string | undefined>(undefined);
  const handleError = useGenerationErrors(brand, exit);
  return (
    <>
      <button type="button" onClick={() => setBrand(BRAND)}>
        Restore
      </button>
      <button type="button" onClick={() => handleError(limit, "logos")}>
        Regenerate
      </button>
    </>
  );
}

describe("a refused generation's toast", () => {
  it("pays for the brand restored after the first render, not for no brand", async () => {
    render(
      <MemoryRouter initialEntries={["/?step=logos"]}>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
        <Wizard />
        <Toaster />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Restore" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Regenerate" }));
    });
    await screen.findByText(MESSAGES.logoLimit, {}, { timeout: 5000 });
    fireEvent.click(await screen.findByRole("button", { name: "See the $24.99 package" }));
    await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent(`/payment?brand=${BRAND}`));
    // The action closes the toast, which leaves the list a moment later on a timer of its own: wait
    // for it here, or on a busy machine it fires after the test's document is gone.
    await waitFor(() => expect(screen.queryByText(MESSAGES.logoLimit)).toBeNull(), { timeout: 5000 });
  });

  it("offers a retry only for failures that are not a limit, a premium feature or a finished brand", () => {
    expect(isRetryableFailure(new Error("network"))).toBe(true);
    expect(isRetryableFailure(new ApiRequestError(500, "internal", "x"))).toBe(true);
    expect(isRetryableFailure(limit)).toBe(false);
    expect(isRetryableFailure(new ApiRequestError(403, "premium_required", "x"))).toBe(false);
    expect(isRetryableFailure(new ApiRequestError(409, "session_completed", "x"))).toBe(false);
  });
});
