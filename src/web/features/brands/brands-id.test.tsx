import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { inIndonesian } from "@/test/in-indonesian";
import type { Receipt } from "./api/brands-api";
import { STATUS_LABEL, statusLabel, taxLine } from "./brand-labels";
import { DeleteBrandButton } from "./delete-brand";
import { Receipts } from "./receipts";

/** My brands in Bahasa Indonesia (issue 31): the receipt, the status labels and the delete dialog. */
inIndonesian();

const receipt = {
  paymentId: "txn_01",
  date: "2026-11-24T09:00:00.000Z",
  brandName: "Kopi Senja",
  amount: "399000",
  subtotal: "359459",
  tax: "39541",
  currency: "IDR",
  taxMode: "included",
  hasInvoice: false,
  status: "completed",
  downloadConfirmation: null,
  refund: { status: "none", available: false, availableUntil: "2026-12-08T09:00:00.000Z", requestedAt: null },
} as unknown as Receipt;

describe("My brands in Indonesian", () => {
  it("shows a receipt with Indonesian labels, the date and the rupiah amount as charged", () => {
    render(<Receipts receipts={[receipt]} />);
    expect(screen.getByRole("heading", { name: "Kuitansi" })).toBeInTheDocument();
    expect(screen.getByText("Tanggal")).toBeInTheDocument();
    expect(screen.getByText("24 November 2026")).toBeInTheDocument();
    expect(screen.getByText("Rp399.000")).toBeInTheDocument();
    expect(screen.getByText("Termasuk pajak Rp39.541")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cetak" })).toBeInTheDocument();
  });

  it("names the states and the tax in Indonesian", () => {
    expect(STATUS_LABEL.in_progress).toBe("Dalam proses");
    expect(statusLabel("downloaded")).toBe("Sudah diunduh");
    expect(taxLine({ ...receipt, taxMode: "none" })).toBe("Tidak dikenai pajak");
  });

  it("asks before deleting, in Indonesian", () => {
    render(<DeleteBrandButton title="Kopi Senja" onConfirm={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Hapus Kopi Senja" }));
    expect(screen.getByText("Hapus brand ini?")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Simpan saja" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Hapus brand" })).toBeInTheDocument();
  });
});
