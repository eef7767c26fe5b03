import { describe, expect, it } from "vitest";
import { recentReadings } from "./recent-readings";

describe("recent readings", () => {
  it("makes a key's reading once and answers it again", () => {
    const read = recentReadings<string>(2);
    let made = 0;
    const make = () => `reading ${++made}`;
    expect(read("a", make)).toBe("reading 1");
    expect(read("a", make)).toBe("reading 1");
    expect(made).toBe(1);
  });

  it("forgets the least recently used key beyond its limit", () => {
    const read = recentReadings<string>(2);
    let made = 0;
    const make = () => `reading ${++made}`;
    read("a", make);
    read("b", make);
    read("a", make); // a is now the most recent
    read("c", make); // forgets b
    expect(read("a", make)).toBe("reading 1");
    expect(read("b", make)).toBe("reading 4");
    expect(made).toBe(4);
  });
});
