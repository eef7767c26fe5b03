import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";

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
