import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Component, type ReactNode } from "react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse as json, TEST_ME as ME, pathOf, stubApi } from "@/test/web-api-stub";
import { Toaster } from "@/web/components/ui/toaster";
import { AuthProvider } from "./auth-provider";
import { SIGN_IN_FAILED } from "./sign-in";
import { useAuth } from "./use-auth";

function Probe() {
  const auth = useAuth();
  return (
    <div>
      <p data-testid="status">{auth.status}</p>
      <p data-testid="user">{auth.status === "signed-in" ? auth.me.user.name : "-"}</p>
      <button type="button" onClick={() => void auth.signOut()}>
        Sign out
      </button>
      <button type="button" onClick={() => void auth.signIn()}>
        Sign in
      </button>
    </div>
  );
}

function renderWithProvider() {
  return render(
    <>
      <AuthProvider>
        <Probe />
      </AuthProvider>
      <Toaster />
    </>,
  );
}

// biome-ignore lint/style/useReactFunctionComponents: an error boundary can only be a class
class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

beforeEach(() => {
  toast.dismiss();
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
  vi.unstubAllGlobals();
});

describe("useAuth", () => {
  it("throws outside <AuthProvider>", () => {
    // React reports the render error through console.error: expected here.
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow("useAuth must be used inside <AuthProvider>");
    consoleError.mockRestore();
  });

  it("throws outside <AuthProvider>, as an error boundary sees it", () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <Boundary>
        <Probe />
      </Boundary>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("useAuth must be used inside <AuthProvider>");
    consoleError.mockRestore();
  });
});

describe("AuthProvider", () => {
  it("starts loading, then reports the signed-in user from /api/me", async () => {
    let answer!: (res: Response) => void;
    stubApi({ "/api/me": () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWithProvider();
    expect(screen.getByTestId("status")).toHaveTextContent("loading");
    await act(async () => answer(json(ME)));
    expect(screen.getByTestId("status")).toHaveTextContent("signed-in");
    expect(screen.getByTestId("user")).toHaveTextContent("Dewi Lestari");
  });

  it("asks /api/me?optional=1 and is signed out when it answers null", async () => {
    const fetchMock = stubApi({ "/api/me": () => json(null) });
    renderWithProvider();
    expect(await screen.findByText("signed-out")).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([input]) => String(input)).find((u) => u.includes("/api/me"));
    expect(asked).toContain("optional=1");
  });

  it("is signed out when /api/me answers 401", async () => {
    stubApi({ "/api/me": () => json({ error: { code: "unauthorized", message: "Sign in required" } }, 401) });
    renderWithProvider();
    expect(await screen.findByText("signed-out")).toBeInTheDocument();
  });

  it("signs out with a POST and the Signed out toast", async () => {
    let signedIn = true;
    const fetchMock = stubApi({
      "/api/me": () => (signedIn ? json(ME) : json({ error: { code: "unauthorized", message: "x" } }, 401)),
      "/api/auth/sign-out": () => {
        signedIn = false;
        return json({ success: true });
      },
    });
    renderWithProvider();
    expect(await screen.findByText("signed-in")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByText("signed-out")).toBeInTheDocument();
    expect(await screen.findByText("Signed out")).toBeInTheDocument();
    expect(screen.getByText("You have been successfully signed out.")).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([input]) => pathOf(input) === "/api/auth/sign-out");
    expect(call?.[1]?.method).toBe("POST");
  });

  it("keeps the session and explains when sign-out fails", async () => {
    stubApi({
      "/api/me": () => json(ME),
      "/api/auth/sign-out": () => json({ error: { code: "boom", message: "boom" } }, 500),
    });
    renderWithProvider();
    expect(await screen.findByText("signed-in")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByText("Sign out failed")).toBeInTheDocument();
    expect(screen.getByTestId("status")).toHaveTextContent("signed-in");
  });

  it("shows the Sign in failed toast when the OAuth start is refused", async () => {
    const fetchMock = stubApi({
      "/api/me": () => json({ error: { code: "unauthorized", message: "x" } }, 401),
      "/api/config": () =>
        json({
          authProvider: "demo",
          supportEmail: "help@example.test",
          demo: { signIn: true, names: true, logos: true, checkout: true },
          paddle: null,
        }),
      "/api/auth/sign-in/social": () => json({ message: "nope" }, 500),
    });
    renderWithProvider();
    expect(await screen.findByText("signed-out")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText(SIGN_IN_FAILED.title)).toBeInTheDocument();
    expect(screen.getByText(SIGN_IN_FAILED.description)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([input]) => pathOf(input) === "/api/auth/sign-in/social");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      provider: "demo",
      callbackURL: "/auth/callback",
      newUserCallbackURL: "/auth/callback?new=1",
      errorCallbackURL: "/auth/callback",
    });
  });
});
