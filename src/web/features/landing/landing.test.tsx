import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PACKAGE_FEATURES, PACKAGE_NAME, PRICE_LABEL } from "@/shared/constants";
import { examplesFrom } from "./examples";
import { HowToVideo } from "./how-to-video";
import { Landing } from "./landing";
import { Reveal } from "./reveal";

function renderLanding(overrides: Partial<Parameters<typeof Landing>[0]> = {}) {
  const props = {
    authArea: <button type="button">Sign in</button>,
    supportEmail: "help@example.test",
    onGetStarted: vi.fn(),
    onBuy: vi.fn(),
    ...overrides,
  };
  render(
    <MemoryRouter>
      <Landing {...props} />
    </MemoryRouter>,
  );
  return props;
}

function section(id: string): HTMLElement {
  const el = document.getElementById(id);
  if (!el) throw new Error(`missing #${id}`);
  return el;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Landing", () => {
  it("has the header, one h1 in the hero, the footer and every section id", () => {
    renderLanding();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Sign in" })).toBeInTheDocument();
    expect(document.querySelector("main#main")).not.toBeNull();
    for (const id of ["features", "how-to-use", "examples", "pricing"]) {
      const el = section(id);
      expect(el.tagName).toBe("SECTION");
      const labelId = el.getAttribute("aria-labelledby");
      expect(labelId && document.getElementById(labelId)?.tagName).toBe("H2");
    }
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("calls onGetStarted from the hero button, which is disabled while busy", async () => {
    const props = renderLanding();
    const cta = screen.getByRole("button", { name: "Sculpt Your Brand Today" });
    await userEvent.click(cta);
    expect(props.onGetStarted).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("link", { name: "See how it works" })).toHaveAttribute("href", "#how-to-use");
  });

  it("disables the hero button while getStartedBusy", () => {
    renderLanding({ getStartedBusy: true });
    const cta = screen.getByRole("button", { name: "Sculpt Your Brand Today" });
    expect(cta).toBeDisabled();
    expect(cta).toHaveAttribute("aria-busy", "true");
  });

  it("lists the four features", () => {
    renderLanding();
    const titles = within(section("features"))
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      "Lightning Fast",
      "AI-Powered Design",
      "Professional Quality",
      "Endless Possibilities",
    ]);
  });

  it("shows the three steps and the walkthrough video with its poster", () => {
    renderLanding();
    const howTo = within(section("how-to-use"));
    expect(howTo.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Describe Your Vision",
      "Review & Select",
      "Download & Launch",
    ]);
    const video = howTo.getByLabelText(/Walkthrough video/);
    expect(video.tagName).toBe("VIDEO");
    expect(video).toHaveAttribute("src", "/media/how-to-use.mp4");
    expect(video).toHaveAttribute("poster", "/media/how-to-use-poster.webp");
    expect(video).toHaveProperty("muted", true);
    expect(video).toHaveAttribute("playsinline");
  });

  it("shows the phone recording, in a portrait box, on a 360 px screen", () => {
    stubMatchMedia(false, 360);
    renderLanding();
    const video = within(section("how-to-use")).getByLabelText(/Walkthrough video/);
    expect(video).toHaveAttribute("src", "/media/how-to-use-phone.mp4");
    expect(video).toHaveAttribute("poster", "/media/how-to-use-phone-poster.webp");
    expect(video.parentElement).toHaveStyle({ aspectRatio: "360 / 720" });
  });

  it("never says the wizard has three steps; the How to Use steps keep their titles", () => {
    renderLanding();
    const text = document.body.textContent ?? "";
    expect(text).not.toMatch(/three steps|3 steps|three simple steps/i);
    const labels = [...document.querySelectorAll("[aria-label]")].map((el) => el.getAttribute("aria-label"));
    expect(labels.join(" ")).not.toMatch(/three steps/i);
  });

  it("shows three example brands with lazy, sized logo images", () => {
    renderLanding();
    const examples = within(section("examples"));
    const cards = examples.getAllByRole("listitem");
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      const name = within(card).getByRole("heading", { level: 3 }).textContent;
      const img = within(card).getByRole("img", { name: `${name} logo` });
      expect(img).toHaveAttribute("loading", "lazy");
      expect(img).toHaveAttribute("decoding", "async");
      expect(img).toHaveAttribute("width", "480");
      expect(img).toHaveAttribute("height", "480");
    }
  });

  it("sells the package at $24.99 one-time and calls onBuy", async () => {
    const props = renderLanding();
    const pricing = within(section("pricing"));
    expect(pricing.getByRole("heading", { level: 3, name: PACKAGE_NAME })).toBeInTheDocument();
    expect(pricing.getByText(PRICE_LABEL)).toBeInTheDocument();
    expect(PRICE_LABEL).toBe("$24.99");
    expect(pricing.getByText("one-time")).toBeInTheDocument();
    for (const feature of PACKAGE_FEATURES) expect(pricing.getByText(feature)).toBeInTheDocument();
    expect(pricing.getByText(/free trial/i)).toBeInTheDocument();
    expect(pricing.getByText(/Paddle/)).toBeInTheDocument();
    await userEvent.click(pricing.getByRole("button", { name: "Get Started Now" }));
    expect(props.onBuy).toHaveBeenCalledTimes(1);
  });

  it("answers the FAQ with native details elements", () => {
    renderLanding();
    const faq = section("faq");
    const details = faq.querySelectorAll("details");
    expect(details.length).toBeGreaterThanOrEqual(4);
    expect(within(faq).getByText(/within 14 days/)).toBeInTheDocument();
    expect(within(faq).getByRole("link", { name: "help@example.test" })).toHaveAttribute(
      "href",
      "mailto:help@example.test?subject=Refund%20request",
    );
  });

  it("sets the page description", () => {
    const meta = document.createElement("meta");
    meta.name = "description";
    document.head.append(meta);
    renderLanding();
    expect(meta.getAttribute("content")).toMatch(/brand names/);
    meta.remove();
  });
});

describe("examplesFrom", () => {
  it("maps category ids to names, ends descriptions with a full stop and resolves the image", () => {
    const [example] = examplesFrom([
      {
        slug: "n",
        name: "N",
        category: "food-beverage",
        description: "A coffee shop",
        file: "northbean.webp",
      },
    ]);
    expect(example).toMatchObject({ category: "Food & Beverage", description: "A coffee shop." });
    expect(example?.image).toMatch(/northbean/);
  });

  it("ignores malformed JSON and entries without an image", () => {
    expect(examplesFrom(null)).toEqual([]);
    expect(examplesFrom([{ slug: "x" }])).toEqual([]);
    expect(
      examplesFrom([{ slug: "a", name: "A", category: "C", description: "D", file: "missing-file.webp" }]),
    ).toEqual([]);
  });
});

/**
 * A window whose width and motion preference the test sets; `resize` changes the width and tells
 * every listener, as a browser does when a phone turns or a window narrows.
 */
function stubMatchMedia(reduce: boolean, width = 1280) {
  let current = width;
  const listeners = new Set<() => void>();
  const matches = (query: string) => {
    if (query.includes("reduce")) return reduce;
    const max = /max-width:\s*(\d+)px/.exec(query);
    return max ? current <= Number(max[1]) : false;
  };
  vi.stubGlobal(
    "matchMedia",
    (query: string) =>
      ({
        get matches() {
          return matches(query);
        },
        media: query,
        addEventListener: (_: string, fn: () => void) => listeners.add(fn),
        removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
      }) as unknown as MediaQueryList,
  );
  return {
    resize(next: number) {
      current = next;
      act(() => {
        for (const fn of [...listeners]) fn();
      });
    },
  };
}

class FakeObserver {
  static instances: FakeObserver[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe = vi.fn();
  disconnect = vi.fn();
  unobserve = vi.fn();
  fire(isIntersecting: boolean) {
    act(() => this.callback([{ isIntersecting } as IntersectionObserverEntry], this as never));
  }
}

describe("Reveal", () => {
  afterEach(() => {
    FakeObserver.instances = [];
  });

  it("leaves content visible when IntersectionObserver is missing", () => {
    render(<Reveal>hello</Reveal>);
    expect(screen.getByText("hello").parentElement).toHaveAttribute("data-reveal", "static");
    expect(screen.getByText("hello")).not.toHaveAttribute("style");
  });

  it("hides a block below the fold and reveals it once it is offset px into view", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ top: 5000 } as DOMRect);
    render(<Reveal offset={150}>card</Reveal>);
    const outer = screen.getByText("card").parentElement!;
    expect(outer).toHaveAttribute("data-reveal", "hidden");
    expect(FakeObserver.instances[0]?.options?.rootMargin).toBe("0px 0px -150px 0px");
    expect(screen.getByText("card")).toHaveStyle({ opacity: "0" });
    FakeObserver.instances[0]!.fire(true);
    expect(outer).toHaveAttribute("data-reveal", "shown");
    expect(screen.getByText("card")).toHaveStyle({ opacity: "1" });
  });

  it("never hides content that is already in view or under reduced motion", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    render(<Reveal>in view</Reveal>);
    expect(screen.getByText("in view").parentElement).toHaveAttribute("data-reveal", "static");

    stubMatchMedia(true);
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ top: 5000 } as DOMRect);
    render(<Reveal>reduced</Reveal>);
    expect(screen.getByText("reduced").parentElement).toHaveAttribute("data-reveal", "static");
  });
});

describe("HowToVideo", () => {
  const wide = { src: "/how-to.mp4", poster: "/how-to.webp", width: 960, height: 600 };
  const phone = { src: "/how-to-phone.mp4", poster: "/how-to-phone.webp", width: 540, height: 1080 };

  it("keeps a fixed aspect-ratio box with a placeholder when there is no video", async () => {
    const { container } = render(<HowToVideo />);
    expect(container.firstElementChild?.className).toMatch(/aspect-16\/10/);
    expect(await screen.findByRole("img", { name: /video is coming soon/i })).toBeInTheDocument();
    expect(container.querySelector("video")).toBeNull();
  });

  it("renders a muted, lazy, labelled video that plays when in view", () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {});
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const { container } = render(<HowToVideo wide={wide} phone={phone} />);
    const video = container.querySelector("video")!;
    expect(video).toHaveAttribute("preload", "none");
    expect(video).toHaveAttribute("poster", "/how-to.webp");
    expect(video).toHaveAttribute("playsinline");
    expect(video).toHaveAttribute("loop");
    expect(video.muted).toBe(true);
    expect(video).toHaveAccessibleName(/walkthrough video/i);
    expect(play).not.toHaveBeenCalled();
    FakeObserver.instances.at(-1)!.fire(true);
    expect(play).toHaveBeenCalled();
    expect(video).toHaveAttribute("autoplay");
  });

  it("has a pause control that keeps the video paused until the visitor plays it again", async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {});
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    render(<HowToVideo wide={wide} />);
    act(() => FakeObserver.instances.at(-1)!.fire(true));
    expect(play).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Pause video" }));
    expect(pause).toHaveBeenCalled();
    // Scrolled away and back: still paused, as the visitor chose.
    act(() => FakeObserver.instances.at(-1)!.fire(false));
    act(() => FakeObserver.instances.at(-1)!.fire(true));
    expect(play).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Play video" }));
    expect(play).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("button", { name: "Pause video" })).toBeInTheDocument();
  });

  it("stays paused with controls under prefers-reduced-motion", () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {});
    stubMatchMedia(true);
    const { container } = render(<HowToVideo wide={{ ...wide, poster: undefined }} />);
    const video = container.querySelector("video")!;
    expect(play).not.toHaveBeenCalled();
    expect(pause).toHaveBeenCalled();
    expect(video).toHaveAttribute("controls");
    expect(video).not.toHaveAttribute("autoplay");
  });

  it("picks the recording for the screen, and its aspect ratio, as the width changes", () => {
    vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {});
    const screenWidth = stubMatchMedia(false, 1280);
    const { container } = render(<HowToVideo wide={wide} phone={phone} />);
    const box = container.firstElementChild as HTMLElement;
    const video = () => container.querySelector("video")!;
    expect(video()).toHaveAttribute("src", "/how-to.mp4");
    expect(box).toHaveStyle({ aspectRatio: "960 / 600" });
    expect(box.style.maxWidth).toBe("");

    screenWidth.resize(360);
    expect(video()).toHaveAttribute("src", "/how-to-phone.mp4");
    expect(video()).toHaveAttribute("poster", "/how-to-phone.webp");
    expect(box).toHaveStyle({ aspectRatio: "540 / 1080" });
    // Portrait: never taller than the screen, so the whole recording stays in view.
    expect(box.style.maxWidth).toContain("100svh");

    screenWidth.resize(640);
    expect(video()).toHaveAttribute("src", "/how-to.mp4");
  });

  it("shows the wide recording on a narrow screen when there is no phone one", () => {
    vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {});
    stubMatchMedia(false, 360);
    const { container } = render(<HowToVideo wide={wide} />);
    expect(container.querySelector("video")).toHaveAttribute("src", "/how-to.mp4");
    expect(container.firstElementChild).toHaveStyle({ aspectRatio: "960 / 600" });
  });
});
