import type { FitBusiness } from "./fit-set";
import { type BusinessRun, type LogoReading, readDesign } from "./score";

/** A signed-in client of the API: keeps its cookies (the HTTP client, or the tests' in-process one). */
export type ApiClient = {
  fetch(path: string, init?: RequestInit): Promise<Response>;
  json(path: string, body: unknown, method?: string): Promise<Response>;
};

async function expectOk(res: Response, what: string): Promise<unknown> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what}: HTTP ${res.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
}

type NamesBody = { names: Array<{ name: string; meaning: string }> };
type LogosBody = { options: Array<{ id?: string; error?: true; message?: string }> };
type EditorBody = { design: Record<string, unknown>; choices?: { family?: string | null } };

/**
 * One business through the product as a new user goes: start a brand with the category and the
 * description, run names, choose the first, run logos, and read each option's stored design from
 * the logo editor state (GET /api/logos/:id/editor).
 */
export async function runBusiness(
  client: ApiClient,
  business: FitBusiness,
  hooks: {
    /** Called with the new brand's id; may return another id to go on with (tests pin the seed). */
    afterStart?: (sessionId: string) => Promise<string>;
  } = {},
): Promise<BusinessRun> {
  const run: BusinessRun = { id: business.id, names: [], chosenName: null, logos: [], designs: [] };
  try {
    const started = (await expectOk(
      await client.json("/api/sessions", { category: business.category, description: business.description }),
      "start brand",
    )) as { session: { id: string } };
    const sessionId = hooks.afterStart ? await hooks.afterStart(started.session.id) : started.session.id;
    const names = (await expectOk(
      await client.fetch(`/api/sessions/${sessionId}/names`, { method: "POST" }),
      "names",
    )) as NamesBody;
    run.names = names.names.map((n) => ({ name: n.name, meaning: n.meaning ?? "" }));
    const first = run.names[0];
    if (!first) throw new Error("names: empty run");
    await expectOk(
      await client.json(`/api/sessions/${sessionId}/name`, { name: first.name }, "PUT"),
      "choose name",
    );
    run.chosenName = first.name;
    const logos = (await expectOk(
      await client.fetch(`/api/sessions/${sessionId}/logos`, { method: "POST" }),
      "logos",
    )) as LogosBody;
    const readings: LogoReading[] = [];
    for (const option of logos.options) {
      if (!option.id) continue;
      const editor = (await expectOk(
        await client.fetch(`/api/logos/${option.id}/editor`),
        "logo editor",
      )) as EditorBody;
      readings.push(readDesign(option.id, editor.design, editor.choices));
      run.designs.push(editor.design);
    }
    run.logos = readings;
    if (readings.length === 0) throw new Error("logos: no option was made");
  } catch (error) {
    run.error = error instanceof Error ? error.message : String(error);
  }
  return run;
}
