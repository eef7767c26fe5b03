import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useBrand, useSetSharing } from "./brands-api";

afterEach(() => vi.unstubAllGlobals());

/**
 * A server with one brand whose public page starts off. Each GET answers with the state at the
 * moment it was asked; the first one after `holdNextGet` waits until released, as a slow
 * refetch does on a loaded machine.
 */
function fakeServer() {
  let enabled = false;
  let held: Promise<void> | null = null;
  let release = () => {};
  const brand = () => ({
    session: { id: "b1" },
    receipts: [],
    share: { enabled, path: enabled ? "/b/abcdefghijklmnopqrstuv" : null },
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      if (method === "PUT" && url.endsWith("/brands/b1/share")) {
        enabled = (JSON.parse(String(init?.body)) as { enabled: boolean }).enabled;
        return Response.json({ share: brand().share });
      }
      if (method === "GET" && url.endsWith("/brands/b1")) {
        const answer = brand();
        const wait = held;
        held = null;
        if (wait) await wait;
        return Response.json(answer);
      }
      return new Response("not found", { status: 404 });
    }),
  );
  return {
    holdNextGet() {
      held = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
  };
}

describe("the public page switch", () => {
  it("keeps its change when a refetch that started before it lands afterwards", async () => {
    const server = fakeServer();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => ({ brand: useBrand("b1"), sharing: useSetSharing("b1") }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.brand.data?.share.enabled).toBe(false));

    // A refetch (as after "Download Again") is in flight with the old state when the switch is pressed.
    server.holdNextGet();
    let stale: Promise<unknown> = Promise.resolve();
    act(() => {
      stale = result.current.brand.refetch();
    });
    await act(() => result.current.sharing.mutateAsync(true));
    server.release();
    await act(() => stale);

    await waitFor(() => expect(result.current.sharing.isIdle || result.current.sharing.isSuccess).toBe(true));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(result.current.brand.data?.share).toEqual({ enabled: true, path: "/b/abcdefghijklmnopqrstuv" });
  });
});
