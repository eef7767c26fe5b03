import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseNameReply } from "@/server/providers/names/parse-names";
import type { NameRequest, NamesProvider } from "@/server/providers/names/types";
import { brandNameProblem, isBrandName } from "@/shared/brand-name";
import type { LogoDesign } from "@/shared/logo-design";
import { brandWithName, startBrand } from "@/test/brand-helpers";
import { type SessionClient, signIn } from "@/test/session-client";
import { createTestApp, type TestApp } from "@/test/test-app";

/** What an audit typed, and what a model might return: none of it is a name. */
const HOSTILE = [
  "<img src=x onerror=alert(1)>",
  "<b>Brew</b>",
  "Brew\u202Ely", // right-to-left override
  "Brew\u200Dly", // zero-width joiner
  "Brew\u200Bly", // zero-width space
  "Brew\u200Cly", // zero-width non-joiner
  "Brew\u2066ly\u2069", // bidi isolate
  "Brew\u200Fly", // right-to-left mark
  "Brew\u2060ly", // word joiner
  "\uFEFFBrewly", // byte-order mark
  "Brew\uFE0Fly", // variation selector
  "Brew\u3164ly", // Hangul filler
  "\u0301Brewly", // a mark with nothing to sit on
  `Bre${"\u0301".repeat(8)}wly`, // stacked marks
  "Brew;ly",
  "javascript:alert(1)",
  'Brew"ly',
];

/** Names people really have: letters of any script, marks, digits, spaces and the joiners. */
const GOOD = [
  "Brewly",
  "Café Noir",
  "Kopi Senja",
  "Salt & Ember",
  "Brew 24",
  "L'Atelier",
  "東京珈琲",
  "कॉफ़ी",
  "Zoë+Co.",
];

let emails = 0;
const newUser = (t: TestApp) => signIn(t, { name: "Founder", email: `rule${emails++}@example.com` });

describe("the brand-name rule", () => {
  it("refuses markup, bidi controls and invisible characters and takes names of any script", () => {
    for (const name of HOSTILE) expect(brandNameProblem(name), JSON.stringify(name)).not.toBeNull();
    for (const name of GOOD) expect(isBrandName(name), name).toBe(true);
  });

  it("drops parsed model names that break it instead of cleaning them", () => {
    const reply = JSON.stringify({
      names: [
        { name: "Brew\u202Ely", meaning: "x" },
        { name: "<img src=x onerror=alert(1)>", meaning: "x" },
        { name: "Bre\u200Bwly", meaning: "x" },
        { name: "Ember Oak", meaning: "Warm and steady." },
      ],
    });
    expect(parseNameReply(reply).map((n) => n.name)).toEqual(["Ember Oak"]);
  });
});

describe("every way a name enters keeps the rule", () => {
  let t: TestApp;
  const replies: string[][] = [];
  const requests: NameRequest[] = [];
  /** A provider whose first reply holds hostile names: the run must drop them and ask again. */
  const names: NamesProvider = {
    mode: "demo",
    check: async () => ({ provider: "names", findings: [] }) as never,
    async generate(request) {
      requests.push(request);
      const next = replies.shift() ?? ["Harbor Lane", "Copper Kettle", "Morning Row"];
      return next.map((name) => ({ name, meaning: "A meaning." }));
    },
  };
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_SCALE: "10" }, { providers: { names } });
  });
  afterAll(async () => t.close());

  it("a generated run drops names that break it and is refilled to three clean names", async () => {
    const { client } = await newUser(t);
    const session = await startBrand(client);
    replies.push(
      ["<img src=x onerror=alert(1)>", "Brew\u202Ely", "Ember Oak"],
      ["Bre\u200Dwly", "Salt & Ember"],
    );
    requests.length = 0;
    const res = await client.fetch(`/api/sessions/${session.id}/names`, { method: "POST" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { names: Array<{ name: string }> };
    expect(body.names.map((n) => n.name)).toEqual(["Ember Oak", "Salt & Ember", "Harbor Lane"]);
    expect(requests).toHaveLength(3);
    // The refill is told what was dropped and what was kept, so it does not offer them again.
    expect(requests[1]!.exclude).toEqual(
      expect.arrayContaining(["Ember Oak", "<img src=x onerror=alert(1)>", "Brew\u202Ely"]),
    );
    const stored = await t.database.db
      .selectFrom("generated_names")
      .select("name")
      .where("session_id", "=", session.id)
      .execute();
    for (const { name } of stored) expect(isBrandName(name), JSON.stringify(name)).toBe(true);
  });

  it("a typed name, a chosen name and a run's include words that break it are refused", async () => {
    const { client } = await newUser(t);
    const session = await startBrand(client);
    for (const name of HOSTILE) {
      const typed = await client.json(`/api/sessions/${session.id}/names/typed`, { name });
      expect(typed.status, JSON.stringify(name)).toBe(400);
      const chosen = await client.json(`/api/sessions/${session.id}/name`, { name }, "PUT");
      expect(chosen.status, JSON.stringify(name)).toBe(400);
      const word = name.replace(/ /g, "");
      const run = await client.json(`/api/sessions/${session.id}/names`, { options: { include: [word] } });
      expect(run.status, JSON.stringify(word)).toBe(400);
    }
    const typed = await client.json(`/api/sessions/${session.id}/names/typed`, { name: "Zoë+Co." });
    expect(typed.status).toBe(201);
  });

  it("an editor rename or tagline that breaks it is refused, in preview and save", async () => {
    const { client } = await newUser(t);
    const session = await brandWithName(client);
    const run = await client.fetch(`/api/sessions/${session.id}/logos`, { method: "POST" });
    const { options } = (await run.json()) as { options: Array<{ id: string }> };
    const logoId = options[0]!.id;
    await client.json(`/api/sessions/${session.id}/logo`, { logoId }, "PUT");
    const { design } = (await (await client.fetch(`/api/logos/${logoId}/editor`)).json()) as {
      design: LogoDesign;
    };
    for (const value of HOSTILE) {
      for (const field of ["name", "tagline"] as const) {
        const changed = { ...design, [field]: value };
        for (const path of ["edit-preview", "versions"]) {
          const res = await client.json(`/api/logos/${logoId}/${path}`, { design: changed });
          expect(res.status, `${path} ${field} ${JSON.stringify(value)}`).toBe(400);
        }
      }
    }
    const rows = await t.database.db
      .selectFrom("generated_logos")
      .select("name")
      .where("session_id", "=", session.id)
      .execute();
    for (const row of rows) expect(isBrandName(row.name)).toBe(true);
    const ok = await client.json(`/api/logos/${logoId}/edit-preview`, {
      design: { ...design, name: "Café Noir", tagline: "Fresh every morning" },
    });
    expect(ok.status).toBe(200);
  });
});

export type { SessionClient };
