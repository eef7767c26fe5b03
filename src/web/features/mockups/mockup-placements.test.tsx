import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LOGO_DESIGN_VERSION, type LogoDesign } from "@/shared/logo-design";
import { fakeMockupsApi } from "@/test/fake-mockups-api";
import type { EditorState } from "@/web/features/editor/api/editor-api";
import { LogoEditor } from "@/web/features/editor/logo-editor";
import type { SessionView } from "@/web/features/wizard/api/brand-api";
import { DownloadStep } from "@/web/features/wizard/steps/download-step";
import { LogosStep } from "@/web/features/wizard/steps/logos-step";
import { WithQuery } from "@/web/lib/query";
import { queryClient } from "@/web/lib/query-client";
import BrandPage from "@/web/pages/brand";

vi.mock("@/web/features/auth/use-auth", () => ({
  useAuth: () => ({ status: "signed-in", me: { id: "u1" } }),
}));
// The page's frame (header, footer, app config) is not what these tests are about.
vi.mock("@/web/pages/page-shell", () => ({
  PageShell: ({ children }: { children: ReactNode }) => <main>{children}</main>,
}));

const fake = fakeMockupsApi();
beforeAll(() => {
  // The brand page's own reply and the kit preview's, besides the mock-up endpoints.
  fake.server.use(
    http.get("*/api/brands/:id", () => HttpResponse.json(brandReply)),
    // The editor's own logo preview.
    http.post(
      "*/api/logos/:id/edit-preview",
      () => new HttpResponse(new Uint8Array([1]), { headers: { "Content-Type": "image/webp" } }),
    ),
    http.get("*/api/sessions/:id/kit", () =>
      HttpResponse.json({ error: { code: "x", message: "x" } }, { status: 404 }),
    ),
  );
  fake.server.listen({ onUnhandledRequest: "bypass" });
  queryClient.setDefaultOptions({ queries: { retry: false } });
  URL.createObjectURL = vi.fn(() => `blob:scene-${Math.random()}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  queryClient.clear();
  fake.requests.length = 0;
});
afterAll(() => fake.server.close());

type Logo = SessionView["logos"][number];
const logo = (id: string): Logo => ({
  id,
  url: `/api/logos/${id}/preview`,
  run: 1,
  name: "Kopi Senja",
  isSelected: id === "l1",
  isDownloaded: false,
  isFavourite: false,
  parentId: null,
  originId: id,
  version: 1,
  symbol: { kind: "motif", source: "procedural", concept: "cup", licence: null },
});

const brandReply = {
  session: {
    id: "b0000000-0000-4000-8000-000000000001",
    chosenName: { name: "Kopi Senja", meaning: "Coffee at dusk" },
    logos: [logo("l1")],
    canDownload: false,
    isCompleted: false,
    isPremium: false,
    step: 4,
    category: null,
    createdAt: "2026-11-01T10:00:00.000Z",
    downloadConfirmation: null,
    downloads: { png: false, kit: false },
  },
  receipts: [],
  share: { enabled: false, path: null },
};

const carouselOf = () => screen.findByRole("region", { name: "See it in the world" });

describe("where the mock-ups show", () => {
  it("step 5 shows the chosen logo's scenes", async () => {
    render(
      <MemoryRouter>
        <WithQuery>
          <DownloadStep
            brandId="b1"
            brandName="Kopi Senja"
            meaning="Coffee at dusk"
            logoUrl="/api/logos/l1/preview"
            logoId="l1"
            canDownload={false}
            confirmed={false}
            downloads={{ png: false, kit: false }}
            busy={null}
            onDownload={() => {}}
            onShare={() => {}}
            onCreateAnother={() => {}}
            onKitDownloaded={() => {}}
          />
        </WithQuery>
      </MemoryRouter>,
    );
    const carousel = await carouselOf();
    await waitFor(() => expect(within(carousel).getAllByRole("group")).toHaveLength(8));
    expect(fake.requests).toContainEqual({ method: "GET", path: "/api/logos/l1/mockups" });
  });

  it("the brand page shows its logo's scenes", async () => {
    render(
      <MemoryRouter initialEntries={[`/brands/${brandReply.session.id}`]}>
        <Routes>
          <Route path="/brands/:id" element={<BrandPage />} />
        </Routes>
      </MemoryRouter>,
    );
    const carousel = await carouselOf();
    await waitFor(() =>
      expect(within(carousel).getAllByRole("group")[0]).toHaveAccessibleName("Business card, 1 of 8"),
    );
    expect(fake.requests).toContainEqual({ method: "GET", path: "/api/logos/l1/mockups" });
  });

  it("step 4's 'See it on a card' shows that option on the business card, asked for only when opened", async () => {
    render(
      <MemoryRouter>
        <LogosStep
          brandId="b1"
          brandName="Kopi Senja"
          logos={[logo("l1"), logo("l2")]}
          errors={[]}
          generating={false}
          failed={false}
          selectedId={null}
          selecting={false}
          usage={{ plan: "trial", count: 1, limit: 1 }}
          supportEmail="help@example.com"
          onRegenerate={() => {}}
          onRetry={() => {}}
          onSelect={() => {}}
          onFavourite={() => {}}
        />
      </MemoryRouter>,
    );
    const toggles = screen.getAllByRole("button", { name: "See it on a card" });
    expect(toggles).toHaveLength(2);
    expect(screen.queryByRole("img", { name: /on a business card/ })).toBeNull();
    fireEvent.click(toggles[1]!);
    expect(toggles[1]).toHaveAttribute("aria-expanded", "true");
    const card = screen.getByRole("img", { name: "Logo option 2 for Kopi Senja on a business card" });
    expect(card).toHaveAttribute("src", "/api/logos/l2/mockups/business-card?v=preview");
    fireEvent.click(screen.getByRole("button", { name: "Hide the card" }));
    expect(screen.queryByRole("img", { name: /on a business card/ })).toBeNull();
  });
});

const DESIGN: LogoDesign = {
  version: LOGO_DESIGN_VERSION,
  name: "Kopi Senja",
  tagline: null,
  layout: "stacked",
  frame: "none",
  ornament: "none",
  typeface: "serif-bold",
  letterSpacing: null,
  textCase: "as-typed",
  colors: { background: "#FFFFFF", ink: "#111111", primary: "#6B4430", accent: "#C28A55" },
  symbol: { kind: "motif", id: "cup" },
};

const editorState = {
  logo: { id: "l1" },
  design: DESIGN,
  choices: { symbols: [], palettes: [], traced: null },
  watermarked: true,
} as unknown as EditorState;

describe("the editor's scene", () => {
  it("shows the saved scene, then re-draws the chosen scene from the edited design", async () => {
    render(<LogoEditor state={editorState} onSaved={() => {}} onCancel={() => {}} />);
    const picture = () => screen.getByRole("img", { name: /^Your edited logo on:/ });
    expect(picture()).toHaveAttribute("src", "/api/logos/l1/mockups/business-card?v=preview");
    const select = await screen.findByRole("combobox", { name: "See it on" });
    await waitFor(() => expect(within(select).getAllByRole("option")).toHaveLength(8));

    // Before any edit, another scene is the saved one: no drawing request.
    fireEvent.change(select, { target: { value: "paper-cup" } });
    expect(picture()).toHaveAttribute("src", "/api/logos/l1/mockups/paper-cup?v=preview");
    const posts = () => fake.requests.filter((r) => r.method === "POST");
    expect(posts()).toEqual([]);

    // Two quick edits: the first is dropped (debounced), the second is drawn with its design.
    const name = screen.getByRole("textbox", { name: "Brand name" });
    fireEvent.change(name, { target: { value: "Kopi Senj" } });
    fireEvent.change(name, { target: { value: "Kopi Senja Baru" } });
    await waitFor(() => expect(picture().getAttribute("src")).toMatch(/^blob:scene-/));
    expect(posts()).toEqual([
      {
        method: "POST",
        path: "/api/logos/l1/edit-preview/mockups/paper-cup",
        design: { ...DESIGN, name: "Kopi Senja Baru" },
      },
    ]);

    // Once edited, a newly chosen scene is drawn from the edited design too.
    fireEvent.change(select, { target: { value: "business-card" } });
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1]).toEqual({
      method: "POST",
      path: "/api/logos/l1/edit-preview/mockups/business-card",
      design: { ...DESIGN, name: "Kopi Senja Baru" },
    });
  });
});
