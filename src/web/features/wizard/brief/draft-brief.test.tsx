import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Brief, BriefCorrection } from "@/shared/brief";
import { jsonResponse, stubApi } from "@/test/web-api-stub";
import { DraftBrief } from "./draft-brief";

const DESCRIPTION = "A bicycle repair shop in Leeds fixing bikes and selling used bicycles and parts.";
const BRIEF: Brief = {
  version: 1,
  language: "en",
  source: "offline",
  business: "a bicycle repair shop",
  offerings: ["bikes", "used bicycles"],
  audience: [],
  place: "Leeds",
  tone: ["energetic"],
  concepts: ["bicycle", "repair", "bike"],
  avoid: [],
  notes: [],
};

afterEach(() => vi.unstubAllGlobals());

function Harness({ text, onCorrect }: { text: string; onCorrect: (c: BriefCorrection) => void }) {
  const [correction, setCorrection] = useState<BriefCorrection | null>(null);
  return (
    <DraftBrief
      category="services"
      text={text}
      correction={correction}
      onCorrect={(c) => {
        setCorrection(c);
        onCorrect(c);
      }}
    />
  );
}

describe("DraftBrief", () => {
  it("reads the description once typing pauses, and keeps a correction for when the brand is saved", async () => {
    const reads: unknown[] = [];
    stubApi({
      "/api/sessions/read-brief": (init) => {
        reads.push(JSON.parse(String(init?.body)));
        return jsonResponse({ brief: BRIEF });
      },
    });
    const onCorrect = vi.fn();
    render(<Harness text={DESCRIPTION} onCorrect={onCorrect} />);
    expect(await screen.findByTestId("brief-line", {}, { timeout: 3000 })).toHaveTextContent(
      "a bicycle repair shop · bikes, used bicycles · energetic",
    );
    expect(reads).toEqual([{ category: "services", description: DESCRIPTION }]);

    await userEvent.click(screen.getByRole("button", { name: "Correct this" }));
    await userEvent.clear(screen.getByLabelText("Things to draw"));
    await userEvent.type(screen.getByLabelText("Things to draw"), "bicycle, wrench");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onCorrect).toHaveBeenCalled());
    expect(onCorrect.mock.calls[0]![0]).toMatchObject({ concepts: ["bicycle", "wrench"] });
    expect(screen.getByText("corrected by you")).toBeInTheDocument();
    expect(reads).toHaveLength(1);
  });

  it("reads nothing while the description is too short", async () => {
    const fetchMock = stubApi({});
    render(<Harness text="bikes" onCorrect={vi.fn()} />);
    await new Promise((r) => setTimeout(r, 900));
    expect(screen.queryByTestId("brief-line")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
