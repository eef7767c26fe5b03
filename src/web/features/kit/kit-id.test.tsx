import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/web/lib/i18n/i18n";
import { LogoDownloads } from "./logo-downloads";

/** The downloads and their confirmation in Bahasa Indonesia (issue 31). */
beforeAll(async () => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
  await act(() => activateLocale("id"));
});
afterAll(async () => {
  await act(() => activateLocale("en"));
});
afterEach(() => vi.unstubAllGlobals());

describe("the downloads in Indonesian", () => {
  it("labels the buttons and asks the first download's question in Indonesian", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 200 })),
    );
    render(
      <MemoryRouter>
        <LogoDownloads
          sessionId="s1"
          confirmed={false}
          downloads={{ png: false, kit: true }}
          onDownloaded={() => {}}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole("button", { name: "Unduh Versi Terkompresi" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Unduh kit merek lagi" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sertifikat lisensi" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Unduh Logo" }));
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByText("Unduh logo Anda?")).toBeInTheDocument();
    expect(within(dialog).getByText(/hak pengembalian dana 14 hari berakhir/)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Nanti dulu" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Unduh" })).toBeInTheDocument();
  });
});
