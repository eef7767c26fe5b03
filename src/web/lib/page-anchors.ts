/**
 * Ids that a link or a URL points at from outside the element's own component: the skip link's
 * `#main`, the landing page's sections (`/#pricing` can be shared). They are the same on every render,
 * so they are fixed names here; ids that only a component's own elements refer to (a heading that
 * labels its section, a hint that describes its field) come from `useId` instead.
 */
export const MAIN_ID = "main";

/** The landing page's sections, in page order: the header's links and the page share these. */
export const LANDING_SECTIONS = {
  features: "features",
  howToUse: "how-to-use",
  examples: "examples",
  pricing: "pricing",
  faq: "faq",
} as const;

export const anchorHref = (id: string) => `#${id}`;

/** The page's own heading: where a new screen or a lost focus lands. */
export function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`#${MAIN_ID} h1`);
}

/** Where focus goes when the element that had it is gone: the page's heading, else its main region. */
export function pageLandmark(): HTMLElement | null {
  const target = pageHeading() ?? document.getElementById(MAIN_ID);
  if (target && !target.hasAttribute("tabindex")) target.tabIndex = -1;
  return target;
}
