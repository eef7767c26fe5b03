import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { inIndonesian } from "@/test/in-indonesian";
import { LogoDownloads } from "./logo-downloads";

/** The downloads and their confirmation in Bahasa Indonesia (issue 31). */
inIndonesian();
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
    expect(screen.getByRole("button", { name: "Unduh brand kit lagi" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sertifikat lisensi" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Unduh Logo" }));
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByText("Unduh logo Anda?")).toBeInTheDocument();
    expect(within(dialog).getByText(/hak pengembalian dana 14 hari berakhir/)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Nanti dulu" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Unduh" })).toBeInTheDocument();
  });
});
