import { act, render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { MemoryRouter, Route, Routes, useNavigationType } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse as json, TEST_ME as ME, stubApi } from "@/test/web-api-stub";
import { AuthProvider } from "@/web/features/auth/auth-provider";
import { AppConfigProvider } from "@/web/lib/app-config-provider";
import CategoriesPage from "./categories";

const stubMe = (me: () => Promise<Response> | Response) => stubApi({ "/api/me": me });

function Home() {
  return <p data-testid="home">home:{useNavigationType()}</p>;
}

function renderCategories() {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={["/categories"]}>
        <AppConfigProvider>
          <AuthProvider>
            <Routes>
              <Route path="/" element={<Home />} />
              <Route path="/categories" element={<CategoriesPage />} />
            </Routes>
          </AuthProvider>
        </AppConfigProvider>
      </MemoryRouter>
    </StrictMode>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("CategoriesPage", () => {
  it('shows "Loading..." while the session is being checked', async () => {
    let answer!: (res: Response) => void;
    stubMe(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderCategories();
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByTestId("home")).not.toBeInTheDocument();
    await act(async () => answer(json(ME)));
    expect(await screen.findByRole("heading", { name: "Categories Page (Coming Soon)" })).toBeInTheDocument();
    expect(screen.queryByText("Loading...")).not.toBeInTheDocument();
  });

  it("redirects a signed-out visitor to / (replacing the history entry)", async () => {
    stubMe(() => json({ error: { code: "unauthorized", message: "Sign in required" } }, 401));
    renderCategories();
    expect(await screen.findByTestId("home")).toHaveTextContent("home:REPLACE");
    expect(screen.queryByText("Categories Page (Coming Soon)")).not.toBeInTheDocument();
  });

  it("redirects to / when the session check fails outright", async () => {
    stubMe(() => Promise.reject(new TypeError("Failed to fetch")));
    renderCategories();
    expect(await screen.findByTestId("home")).toBeInTheDocument();
  });

  it("shows the placeholder to a signed-in user", async () => {
    stubMe(() => json(ME));
    renderCategories();
    const heading = await screen.findByRole("heading", { level: 1, name: "Categories Page (Coming Soon)" });
    expect(heading.closest("main")).toHaveAttribute("id", "main");
    expect(screen.queryByTestId("home")).not.toBeInTheDocument();
    expect(document.title).toMatch(/Categories/);
  });
});
