import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Brief } from "@/shared/brief";
import { jsonResponse, stubApi } from "@/test/web-api-stub";
import type { SessionView } from "../api/brand-api";
import { SessionBriefPanel } from "./brief-panel";

const BRIEF: Brief = {
  version: 1,
  language: "en",
  source: "offline",
  business: "a kombucha brewery",
  offerings: ["fermented tea", "fruit"],
  audience: ["young couples"],
  place: "Portland",
  tone: ["warm"],
  concepts: ["kombucha", "tea", "fruit"],
  avoid: ["coffee"],
  notes: [],
};

afterEach(() => vi.unstubAllGlobals());

function renderPanel(brief: Brief | null = BRIEF, completed = false) {
  const onSaved = vi.fn();
  render(<SessionBriefPanel session={{ id: "s1", brief, isCompleted: completed }} onSaved={onSaved} />);
  return onSaved;
}

describe("BriefPanel", () => {
  it("shows the brief in one line", () => {
    renderPanel();
    expect(screen.getByTestId("brief-line")).toHaveTextContent(
      "a kombucha brewery · fermented tea, fruit · warm",
    );
    expect(screen.getByRole("button", { name: "Correct this" })).toHaveAttribute("aria-expanded", "false");
  });

  it("is hidden once the brand is completed, and before there is a brief", () => {
    renderPanel(BRIEF, true);
    expect(screen.queryByText("We read this as:")).toBeNull();
    renderPanel(null);
    expect(screen.queryByText("We read this as:")).toBeNull();
  });

  it("says honestly when there is nothing to draw", () => {
    renderPanel({ ...BRIEF, concepts: [], offerings: [], notes: ["other-script"] });
    expect(screen.getByText(/can't read this script yet/)).toBeInTheDocument();
    expect(screen.getByText(/monogram or an abstract mark/)).toBeInTheDocument();
  });

  it("saves a correction through the API and closes the form", async () => {
    const corrected = { ...BRIEF, business: "a kombucha taproom", tone: ["warm", "playful"], source: "user" };
    let sent: unknown = null;
    const fetchMock = stubApi({
      "/api/sessions/s1/brief": (init) => {
        expect(init?.method).toBe("PATCH");
        sent = JSON.parse(String(init?.body));
        return jsonResponse({ session: { id: "s1", brief: corrected } });
      },
    });
    const onSaved = renderPanel();
    await userEvent.click(screen.getByRole("button", { name: "Correct this" }));
    const form = screen.getByRole("form", { name: "Correct how we read your description" });
    const business = within(form).getByLabelText("What the business is");
    expect(business).toHaveFocus();
    await userEvent.clear(business);
    await userEvent.type(business, "a kombucha taproom");
    await userEvent.click(within(form).getByRole("button", { name: "playful" }));
    expect(within(form).getByRole("button", { name: "playful" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect((onSaved.mock.calls[0]![0] as SessionView).brief?.business).toBe("a kombucha taproom");
    expect(sent).toMatchObject({
      business: "a kombucha taproom",
      offerings: ["fermented tea", "fruit"],
      tone: ["warm", "playful"],
      place: "Portland",
      avoid: ["coffee"],
    });
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("checks limits before sending, next to the field", async () => {
    const fetchMock = stubApi({});
    renderPanel();
    await userEvent.click(screen.getByRole("button", { name: "Correct this" }));
    const form = screen.getByRole("form");
    const drawn = within(form).getByLabelText("Things to draw");
    await userEvent.clear(drawn);
    await userEvent.type(drawn, "a,b,c,d,e,f,g,h,i");
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(drawn).toHaveAttribute("aria-invalid", "true");
    expect(within(form).getByText("Things to draw: at most 8.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining("/brief"), expect.anything());
  });

  it("limits tone to four chips", async () => {
    renderPanel({ ...BRIEF, tone: ["warm", "calm", "soft", "fresh"] });
    await userEvent.click(screen.getByRole("button", { name: "Correct this" }));
    expect(screen.getByRole("button", { name: "playful" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "calm" }));
    expect(screen.getByRole("button", { name: "playful" })).toBeEnabled();
  });

  it("shows the server's errors by field", async () => {
    stubApi({
      "/api/sessions/s1/brief": () =>
        jsonResponse(
          {
            error: {
              code: "invalid_request",
              message: "place: Place cannot contain < > { or }.",
              details: [{ path: ["place"], message: "Place cannot contain < > { or }." }],
            },
          },
          400,
        ),
    });
    renderPanel();
    await userEvent.click(screen.getByRole("button", { name: "Correct this" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    const place = await screen.findByLabelText("Where it is");
    await waitFor(() => expect(place).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByText("Place cannot contain < > { or }.")).toBeInTheDocument();
  });
});
