import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/web/lib/i18n/i18n";
import { KitPreview } from "./kit-preview";

/** A kit built in one language, read in the other (issue 31): the step says the next download rebuilds it. */
function info(ready: { size: number; locale: "en" | "id" } | null) {
  return {
    logoId: "l1",
    fileName: "kopi-senja-brand-kit.zip",
    composed: true,
    contents: [{ folder: "logo/", text: "SVG" }],
    tiles: [],
    canDownload: true,
    ready,
    building: null,
  };
}

function serve(body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () => new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } }),
    ),
  );
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <KitPreview sessionId="s1" logoId="l1" brandName="Kopi Senja" canDownload />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the kit's language", () => {
  it("says nothing when the stored kit is in the reader's language, or none is built yet", async () => {
    serve(info({ size: 10, locale: "en" }));
    show();
    await screen.findByText("kopi-senja-brand-kit.zip");
    expect(screen.queryByTestId("kit-language-note")).toBeNull();
  });

  describe("in Indonesian", () => {
    beforeAll(async () => {
      await act(() => activateLocale("id"));
    });
    afterAll(async () => {
      await act(() => activateLocale("en"));
    });

    it("says a kit built in English will be built again in Bahasa Indonesia", async () => {
      serve(info({ size: 10, locale: "en" }));
      show();
      const note = await screen.findByTestId("kit-language-note");
      expect(note).toHaveTextContent(/English/);
      expect(note).toHaveTextContent(/Bahasa Indonesia/);
    });
  });
});
