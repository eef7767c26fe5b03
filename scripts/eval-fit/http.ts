import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { ApiClient } from "./run-business";

/** A client of a running server over real HTTP: a cookie jar, same-origin headers, no redirects. */
export class HttpClient implements ApiClient {
  readonly cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  async fetch(target: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(target, this.baseUrl);
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0)
      headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    if (init.method && init.method !== "GET") headers.set("origin", new URL(this.baseUrl).origin);
    for (let attempt = 0; ; attempt++) {
      const res = await fetch(url, { ...init, headers, redirect: "manual" });
      for (const line of res.headers.getSetCookie()) {
        const [pair, ...attrs] = line.split(";");
        const eq = pair!.indexOf("=");
        const name = pair!.slice(0, eq).trim();
        const value = pair!.slice(eq + 1).trim();
        if (value === "" || attrs.some((a) => /^\s*max-age=0\s*$/i.test(a))) this.cookies.delete(name);
        else this.cookies.set(name, value);
      }
      // A rate-limited request waits as the server says and tries again (a server of one's own
      // is started without limits; EVAL_BASE_URL may point at one with them).
      if (res.status === 429 && attempt < 5) {
        const wait = Number(res.headers.get("retry-after") ?? 5);
        await res.body?.cancel();
        await new Promise((r) => setTimeout(r, Math.min(wait, 65) * 1000));
        continue;
      }
      return res;
    }
  }

  json(target: string, body: unknown, method = "POST") {
    return this.fetch(target, {
      method,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  }
}

/** Signs in through the demo identity provider as a browser would; a new email is a new user. */
export async function signInOverHttp(baseUrl: string, identity: { name: string; email: string }) {
  const client = new HttpClient(baseUrl);
  const start = await client.json("/api/auth/sign-in/social", {
    provider: "demo",
    callbackURL: "/auth/callback",
    errorCallbackURL: "/auth/callback",
  });
  if (!start.ok) throw new Error(`sign-in: HTTP ${start.status} ${await start.text()}`);
  const authorizeUrl = new URL(((await start.json()) as { url: string }).url);
  const page = await client.fetch(authorizeUrl.toString());
  if (page.status !== 200) throw new Error(`demo sign-in page: HTTP ${page.status}`);
  await page.body?.cancel();
  const form = new URLSearchParams(authorizeUrl.searchParams);
  form.set("name", identity.name);
  form.set("email", identity.email);
  form.set("action", "continue");
  const submitted = await client.fetch(new URL("/demo-idp/authorize", authorizeUrl).toString(), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  });
  const callback = submitted.headers.get("location");
  if (submitted.status !== 302 || !callback) throw new Error(`demo sign-in form: HTTP ${submitted.status}`);
  const done = await client.fetch(new URL(callback, baseUrl).toString());
  await done.body?.cancel();
  const me = await client.fetch("/api/me");
  if (me.status !== 200) throw new Error(`sign-in did not hold: /api/me answered ${me.status}`);
  await me.body?.cancel();
  return client;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export type EvalServer = { url: string; stop(): Promise<void>; output(): string };

/**
 * Starts the server from source as a child process, offline (no provider keys passed on), on a
 * fresh data directory, with the demo sign-in and without rate limits (RATE_LIMIT_SCALE=0: one
 * address signs in a new user per business).
 */
export async function startEvalServer(root: string): Promise<EvalServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "brand-eval-"));
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(root, "node_modules/tsx/dist/cli.mjs"), "src/server/main.ts"],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        HOST: "127.0.0.1",
        APP_URL: url,
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        RATE_LIMIT_SCALE: "0",
        MALLOC_ARENA_MAX: "2",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  // The server never outlives the evaluation, also when it is interrupted.
  const killChild = () => {
    if (child.exitCode === null) child.kill("SIGTERM");
  };
  process.once("exit", killChild);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      killChild();
      process.exit(130);
    });
  }
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
