import { act, render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from "react-router";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTH_FAILURE_REDIRECT_MS } from "@/shared/constants";
import { pathOf, signedInResponse, signedOutResponse, stubApi } from "@/test/web-api-stub";
import { Toaster } from "@/web/components/ui/toaster";
import { AuthProvider } from "@/web/features/auth/auth-provider";
import AuthCallbackPage from "./auth-callback";

const AUTH_FAILED = "Authentication failed. Please try again.";

const signedIn = signedInResponse;
const signedOut = signedOutResponse;
const stubMe = (me: () => Promise<Response> | Response) => stubApi({ "/api/me": me });

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
    const fetchMock = stubMe(() => new Promise<Response>((resolve) => (answer = resolve)));
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
    stubMe(signedIn);
    renderCallback();
    expect(await screen.findByTestId("home")).toHaveTextContent("home:REPLACE:signed-in");
    expect(screen.queryByRole("heading", { name: "Authentication Error" })).not.toBeInTheDocument();
    expect(await screen.findByText("Welcome back!")).toBeInTheDocument();
    expect(screen.getByText("You have successfully signed in.")).toBeInTheDocument();
  });

  it("when the server has no session after the round trip, shows the error", async () => {
    stubMe(signedOut);
    renderCallback();
    expect(await screen.findByRole("heading", { name: "Authentication Error" })).toBeInTheDocument();
    expect(screen.getByText(AUTH_FAILED)).toBeInTheDocument();
    expect(screen.queryByTestId("home")).not.toBeInTheDocument();
  });

  it("with ?error=access_denied (the person chose Cancel) goes straight back with a neutral note", async () => {
    stubMe(signedOut);
    sessionStorage.setItem("sign-in-return", "/");
    renderCallback("?error=access_denied&state=abc");
    expect(await screen.findByTestId("home")).toHaveTextContent("home:REPLACE:none");
    expect(screen.queryByRole("heading", { name: "Authentication Error" })).not.toBeInTheDocument();
    expect(await screen.findByText("Sign-in cancelled")).toBeInTheDocument();
    expect(screen.queryByText(AUTH_FAILED)).not.toBeInTheDocument();
  });

  it("returns to the page that started sign-in, never to another site", async () => {
    stubMe(signedIn);
    sessionStorage.setItem("sign-in-return", "//evil.example/steal");
    renderCallback();
    expect(await screen.findByTestId("home")).toHaveTextContent("home:REPLACE:signed-in");
    expect(sessionStorage.getItem("sign-in-return")).toBeNull();
  });

  it("with another ?error shows the error and goes home after 3 s", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    stubMe(signedOut);
    renderCallback("?error=invalid_code&state=abc");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const alert = screen.getByRole("alert");
    expect(alert).toContainElement(screen.getByRole("heading", { level: 1, name: "Authentication Error" }));
    expect(alert).toHaveTextContent(AUTH_FAILED);
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
