import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { fakeMockupsApi } from "@/test/fake-mockups-api";
import { queryClient } from "@/web/lib/query-client";
import { MockupCarousel } from "./mockup-carousel";

const fake = fakeMockupsApi();
beforeAll(() => {
  fake.server.listen({ onUnhandledRequest: "error" });
  queryClient.setDefaultOptions({ queries: { retry: false } });
});
afterEach(() => {
  queryClient.clear();
  fake.state.failList = false;
  fake.requests.length = 0;
});
afterAll(() => fake.server.close());

const slides = () => screen.getAllByRole("group");

describe("the mock-up carousel", () => {
  it("labels each slide by our own scene name and its place, and the arrow keys move through them", async () => {
    render(<MockupCarousel logoId="l1" brandName="Kopi Senja" />);
    const region = await screen.findByRole("region", { name: "See it in the world" });
    await waitFor(() => expect(slides()).toHaveLength(8));
    expect(fake.requests[0]).toEqual({ method: "GET", path: "/api/logos/l1/mockups" });
    expect(slides()[0]).toHaveAccessibleName("Business card, 1 of 8");
    expect(slides()[1]).toHaveAccessibleName("Shop sign, 2 of 8");
    // Labels come from the catalogue by id, never from the server's text.
    expect(region).not.toHaveTextContent("server:");
    expect(within(slides()[0]!).getByRole("img")).toHaveAttribute(
      "src",
      "/api/logos/l1/mockups/business-card?v=preview",
    );
    expect(within(slides()[0]!).getByRole("img")).toHaveAccessibleName(
      "The Kopi Senja logo on: Business card",
    );
    expect(screen.getByText(/Watermarked previews/)).toBeInTheDocument();

    const previous = screen.getByRole("button", { name: "Previous scene" });
    const next = screen.getByRole("button", { name: "Next scene" });
    expect(previous).toBeDisabled();
    expect(slides()[0]).toHaveAttribute("aria-current", "true");

    fireEvent.keyDown(region, { key: "ArrowRight" });
    expect(slides()[1]).toHaveAttribute("aria-current", "true");
    expect(screen.getByText("Shop sign, 2 of 8", { selector: "[aria-live]" })).toBeInTheDocument();
    expect(previous).toBeEnabled();

    fireEvent.keyDown(region, { key: "End" });
    expect(slides()[7]).toHaveAttribute("aria-current", "true");
    expect(next).toBeDisabled();
    fireEvent.keyDown(region, { key: "ArrowRight" });
    expect(slides()[7]).toHaveAttribute("aria-current", "true");

    fireEvent.keyDown(region, { key: "ArrowLeft" });
    expect(slides()[6]).toHaveAttribute("aria-current", "true");
    fireEvent.click(previous);
    expect(slides()[5]).toHaveAttribute("aria-current", "true");
    fireEvent.keyDown(region, { key: "Home" });
    expect(slides()[0]).toHaveAttribute("aria-current", "true");
    fireEvent.click(next);
    expect(slides()[1]).toHaveAttribute("aria-current", "true");
  });

  it("shows an error with a retry when the scene list fails, and the scenes after retrying", async () => {
    fake.state.failList = true;
    render(<MockupCarousel logoId="l2" brandName="Kopi Senja" />);
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load the scenes.");
    fake.state.failList = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(slides()).toHaveLength(8));
  });

  it("shows a loading skeleton first, and a scene that fails to load offers its own retry", async () => {
    render(<MockupCarousel logoId="l3" brandName="Kopi Senja" />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading the scenes");
    await waitFor(() => expect(slides()).toHaveLength(8));
    fireEvent.error(within(slides()[2]!).getByRole("img"));
    const retry = within(slides()[2]!).getByRole("button", { name: /^Try again/ });
    fireEvent.click(retry);
    expect(within(slides()[2]!).getByRole("img").getAttribute("src")).toBe(
      "/api/logos/l3/mockups/paper-cup?v=preview&retry=1",
    );
  });
});
