import { type KeyboardEvent, type RefObject, useEffect } from "react";

const RADIOS = '[role="radio"]:not([disabled])';

/**
 * Card radio groups behave like native ones for the keyboard (WAI-ARIA radio group): one tab
 * stop (the checked card, else the first), arrow keys and Home/End move between cards. Moving
 * does not choose: choosing a card moves the wizard on, so Space or Enter confirms.
 */
export function useRovingRadios(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const group = ref.current;
    if (!group) return;
    const radios = [...group.querySelectorAll<HTMLElement>(RADIOS)];
    if (radios.length === 0) return;
    const focused = radios.find((r) => r === document.activeElement);
    const active = focused ?? radios.find((r) => r.getAttribute("aria-checked") === "true") ?? radios[0]!;
    for (const radio of radios) radio.tabIndex = radio === active ? 0 : -1;
  });

  return (event: KeyboardEvent<HTMLElement>) => {
    const group = ref.current;
    if (!group) return;
    const radios = [...group.querySelectorAll<HTMLElement>(RADIOS)];
    const index = radios.indexOf(document.activeElement as HTMLElement);
    if (index === -1) return;
    const next =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? (index + 1) % radios.length
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? (index - 1 + radios.length) % radios.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? radios.length - 1
              : -1;
    if (next === -1) return;
    event.preventDefault();
    for (const radio of radios) radio.tabIndex = -1;
    radios[next]!.tabIndex = 0;
    radios[next]!.focus();
  };
}
