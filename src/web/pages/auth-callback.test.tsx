import { act, render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from "react-router";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTH_FAILURE_REDIRECT_MS } from "@/shared/constants";
import { Toaster } from "@/web/components/ui/toaster";
import { AuthProvider } from "@/web/features/auth/auth-provider";
import AuthCallbackPage, { AUTH_FAILED } from "./auth-callback";

const CONFIG = {
  authProvider: "demo",
  supportEmail: "help@example.test",
  demo: { signIn: true, names: true, logos: true, checkout: true },
  paddle: null,
};

const ME = {
  user: { id: "u1", name: "Dewi Lestari", email: "dewi@example.com", image: null },
  trial: { hasUsedTrial: false, trialUsedAt: null, nameGenerations: 0, logoGenerations: 0 },
  premium: { hasPremium: false, purchases: 0, premiumUsed: false, activePremiumSessionId: null },
  start: "ok",
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function pathOf(input: RequestInfo | URL): string {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  return new URL(url, "http://localhost").pathname;
}

/** Stubs fetch for /api/config and /api/me; `me` decides what /api/me answers. */
function stubApi(me: () => Promise<Response> | Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = pathOf(input);
    if (path === "/api/config") return json(CONFIG);
    if (path === "/api/me") return me();
    return json({ error: { code: "not_found", message: "Not found" } }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const signedIn = () => json(ME);
const signedOut = () => json({ error: { code: "unauthorized", message: "Sign in required" } }, 401);

function Home() {
  const location = useLocation();
  const type = useNavigationType();
  const state = location.state as { signedIn?: boolean } | null;
  return (
    <p data-testid="home">
      home:{type}:{state?.signedIn ? "signed-in" : "none"}
    </p>
  );
}

function renderCallback(search = "") {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={["/", `/auth/callback${search}`]} initialIndex={1}>
        <AuthProvider>
          <Routes>
            <Route path="/" element={<Home />} />
            <Route path="/auth/callback" element={<AuthCallbackPage />} />
          </Routes>
        </AuthProvider>
      </MemoryRouter>
      <Toaster />
    </StrictMode>,
  );
}

beforeEach(() => {
  // Sonner keeps toasts in a module-level store and replays active ones to a new Toaster.
  toast.dismiss();
  // Sonner's Toaster reads the colour scheme.
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("AuthCallbackPage", () => {
  it("shows the working state while the session is confirmed", async () => {
    let answer!: (res: Response) => void;
    const fetchMock = stubApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderCallback("?state=abc");
    expect(screen.getByRole("heading", { level: 1, name: "Completing sign in..." })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Completing sign in");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => pathOf(input) === "/api/me")).toBe(true);
    // Still working: nothing navigates until /api/me answers.
    expect(screen.queryByTestId("home")).not.toBeInTheDocument();
    await act(async () => answer(signedIn()));
    expect(await screen.findByTestId("home")).toBeInTheDocument();
  });

  it("on success replaces the URL with / and welcomes the user", async () => {
    stubApi(signedIn);
    renderCallback();
    expect(await screen.findByTestId("home")).toHaveTextContent("home:REPLACE:signed-in");
    expect(screen.queryByRole("heading", { name: "Authentication Error" })).not.toBeInTheDocument();
    expect(await screen.findByText("Welcome back!")).toBeInTheDocument();
    expect(screen.getByText("You have successfully signed in.")).toBeInTheDocument();
  });

  it("when the server has no session after the round trip, shows the error", async () => {
    stubApi(signedOut);
    renderCallback();
    expect(await screen.findByRole("heading", { name: "Authentication Error" })).toBeInTheDocument();
    expect(screen.getByText(AUTH_FAILED)).toBeInTheDocument();
    expect(screen.queryByTestId("home")).not.toBeInTheDocument();
  });

  it("with ?error=access_denied shows the error and goes home after 3 s", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    stubApi(signedOut);
    renderCallback("?error=access_denied&state=abc");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const alert = screen.getByRole("alert");
    expect(alert).toContainElement(screen.getByRole("heading", { level: 1, name: "Authentication Error" }));
    expect(alert).toHaveTextContent(AUTH_FAILED);
    expect(AUTH_FAILED).toBe("Authentication failed. Please try again.");
    expect(AUTH_FAILURE_REDIRECT_MS).toBe(3000);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTH_FAILURE_REDIRECT_MS - 1);
    });
    expect(screen.queryByTestId("home")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Authentication Error" })).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByTestId("home")).toHaveTextContent("home:REPLACE:none");
    expect(screen.queryByRole("heading", { name: "Authentication Error" })).not.toBeInTheDocument();
  });
});
