import { act } from "@testing-library/react";
import { afterAll, beforeAll } from "vitest";
import { activateLocale } from "@/web/lib/i18n/i18n";

/**
 * For a test file about screens in Bahasa Indonesia (issue 31): switches to Indonesian before its
 * tests and back to English after, with jsdom's missing dialog methods stood in for.
 */
export function inIndonesian() {
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
}
