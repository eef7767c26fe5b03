import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, vi } from "vitest";

/**
 * Screens read their texts from Lingui (issue 31), as inside the app: every render and renderHook
 * is wrapped in the app's LocaleProvider (English), around the test's own wrapper if it has one.
 */
vi.mock("@testing-library/react", async (importOriginal) => {
  const rtl = await importOriginal<typeof import("@testing-library/react")>();
  const { withLocale } = await import("./i18n-wrapper");
  return {
    ...rtl,
    render: ((ui: Parameters<typeof rtl.render>[0], options?: Parameters<typeof rtl.render>[1]) =>
      rtl.render(ui, { ...options, wrapper: withLocale(options?.wrapper) })) as typeof rtl.render,
    renderHook: ((
      hook: Parameters<typeof rtl.renderHook>[0],
      options?: Parameters<typeof rtl.renderHook>[1],
    ) =>
      rtl.renderHook(hook, { ...options, wrapper: withLocale(options?.wrapper) })) as typeof rtl.renderHook,
  };
});

/**
 * Every catalogue area counts as needed, as if each screen had been opened: a test that switches
 * to Indonesian (activateLocale) then gets every area's texts, not only the bundled ones.
 */
beforeAll(async () => {
  const { AREAS, requireAreas } = await import("@/web/lib/i18n/i18n");
  await requireAreas([...AREAS]);
});

/**
 * What jsdom lacks and the web code uses: media playback. A stand-in that does what a browser
 * does when playback is allowed (play resolves), so components run as they would.
 */
if (typeof HTMLMediaElement !== "undefined") {
  Object.defineProperties(HTMLMediaElement.prototype, {
    play: { configurable: true, writable: true, value: () => Promise.resolve() },
    pause: { configurable: true, writable: true, value: () => {} },
    load: { configurable: true, writable: true, value: () => {} },
  });
}

/**
 * Anything else jsdom does not implement fails the test that reached it, instead of printing a
 * "Not implemented" error and passing: stub it above, or in the test.
 */
type JsdomErrorSource = {
  virtualConsole?: { on(event: "jsdomError", listener: (error: Error) => void): void };
};
let jsdomErrors: Error[] = [];
(globalThis as { jsdom?: JsdomErrorSource }).jsdom?.virtualConsole?.on("jsdomError", (error) => {
  jsdomErrors.push(error);
});

beforeEach(() => {
  jsdomErrors = [];
});

afterEach(() => {
  cleanup();
  const seen = jsdomErrors;
  jsdomErrors = [];
  if (seen.length > 0) throw new Error(`jsdom reported ${seen.length} error(s): ${seen[0]?.message}`);
});
