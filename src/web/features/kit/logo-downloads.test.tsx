import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LogoDownloads } from "./logo-downloads";

/** jsdom has no modal dialogs: enough of one for the component to open and close it. */
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
  // Saving a file clicks a link, which jsdom cannot follow.
  HTMLAnchorElement.prototype.click = () => undefined;
  URL.createObjectURL ??= () => "blob:x";
  URL.revokeObjectURL ??= () => undefined;
});
afterEach(() => vi.unstubAllGlobals());

function stubFetch() {
  const calls: Array<{ url: string; method: string }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? "GET" });
      if (url.endsWith("/download/confirmation")) return new Response("{}", { status: 200 });
      return new Response(new Blob(["png"]), {
        status: 200,
        headers: { "content-disposition": 'attachment; filename="Kopi_logo.png"' },
      });
    }),
  );
  return calls;
}

describe("the first download", () => {
  it("asks once in a dialog what downloading means, records it, then downloads", async () => {
    const calls = stubFetch();
    const onDownloaded = vi.fn();
    render(
      <MemoryRouter>
        <LogoDownloads
          sessionId="s1"
          confirmed={false}
          downloads={{ png: false, kit: false }}
          onDownloaded={onDownloaded}
        />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Download Logo" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("final");
    expect(dialog).toHaveTextContent("14-day refund right ends for content you have downloaded");
    // Not yet: nothing is recorded or downloaded.
    fireEvent.click(within(dialog).getByRole("button", { name: "Not yet" }));
    expect(calls).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Download Logo" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Download" }));
    await waitFor(() => expect(calls.length).toBe(2));
    expect(calls[0]).toEqual({ url: "/api/sessions/s1/download/confirmation", method: "POST" });
    expect(calls[1]!.url).toBe("/api/sessions/s1/download?format=png");
    await screen.findByRole("button", { name: "Download Again" });

    // Asked once: the kit's licence goes straight through, and its kit button keeps its own label.
    fireEvent.click(screen.getByRole("button", { name: "Licence certificate" }));
    await waitFor(() => expect(calls.length).toBe(3));
    expect(calls[2]!.url).toBe("/api/sessions/s1/licence.pdf");
    expect(screen.getByRole("button", { name: "Download brand kit" })).toBeInTheDocument();
  });

  it("goes straight through once confirmed, and 'Download Again' waits for the PNG itself", async () => {
    const calls = stubFetch();
    render(
      <MemoryRouter>
        <LogoDownloads
          sessionId="s1"
          confirmed
          downloads={{ png: false, kit: true }}
          onDownloaded={() => {}}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole("button", { name: "Download Logo" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download brand kit again" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Download Compressed Version" }));
    await waitFor(() => expect(calls.length).toBe(1));
    expect(calls[0]!.url).toBe("/api/sessions/s1/download?format=jpg");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Download Logo" })).toBeInTheDocument();
  });
});
