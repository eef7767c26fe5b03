import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "@/server/env";
import { installServiceUrlOverrides, rewriteServiceUrl, serviceUrlOverrides } from "./service-urls";

const BASE = { APP_URL: "https://brandsculpt.example", DATA_DIR: "/nonexistent" };

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig({ ...BASE, ...env });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe("base-URL overrides of the live services", () => {
  it("move every host of a service under its base, keeping the host in the path", () => {
    const overrides = serviceUrlOverrides({
      HF_BASE_URL: "http://127.0.0.1:4010/",
      GOOGLE_BASE_URL: "http://127.0.0.1:4010",
    });
    expect(rewriteServiceUrl("https://huggingface.co/api/whoami-v2", overrides)).toBe(
      "http://127.0.0.1:4010/huggingface.co/api/whoami-v2",
    );
    expect(rewriteServiceUrl("https://router.huggingface.co/fal-ai/x?_subdomain=queue", overrides)).toBe(
      "http://127.0.0.1:4010/router.huggingface.co/fal-ai/x?_subdomain=queue",
    );
    expect(rewriteServiceUrl("https://oauth2.googleapis.com/token", overrides)).toBe(
      "http://127.0.0.1:4010/oauth2.googleapis.com/token",
    );
    // Services without an override, and other hosts, are untouched.
    expect(rewriteServiceUrl("https://api.paddle.com/prices/x", overrides)).toBe(
      "https://api.paddle.com/prices/x",
    );
    expect(rewriteServiceUrl("https://example.com/", overrides)).toBe("https://example.com/");
  });

  it("are refused when NODE_ENV=production, each by name, and accepted otherwise", () => {
    const overrides = {
      OPENROUTER_BASE_URL: "http://127.0.0.1:4010/openrouter.ai/api/v1",
      HF_BASE_URL: "http://127.0.0.1:4010",
      FAL_BASE_URL: "http://127.0.0.1:4010",
      PADDLE_BASE_URL: "http://127.0.0.1:4010",
      GOOGLE_BASE_URL: "http://127.0.0.1:4010",
    };
    const production = problems({
      ...overrides,
      NODE_ENV: "production",
      AUTH_SECRET: "a".repeat(40),
      DEMO_MODE: "true",
    });
    for (const variable of Object.keys(overrides)) {
      expect(production).toContain(
        `${variable} is a test override of a service's address and is refused when NODE_ENV=production`,
      );
    }
    expect(problems(overrides)).toEqual([]);
    expect(loadConfig({ ...BASE, ...overrides }).serviceUrls.get("sandbox-api.paddle.com")).toBe(
      "http://127.0.0.1:4010",
    );
    // OpenRouter's own address is fine in production.
    expect(
      problems({
        NODE_ENV: "production",
        AUTH_SECRET: "a".repeat(40),
        DEMO_MODE: "true",
        OPENROUTER_BASE_URL: "https://openrouter.ai/api/v1/",
      }),
    ).toEqual([]);
  });

  it("route this process's fetches, by URL or by Request, to the stand-in", async () => {
    const seen: string[] = [];
    const server = http.createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      res.writeHead(200, { "Content-Type": "application/json" }).end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      installServiceUrlOverrides(serviceUrlOverrides({ PADDLE_BASE_URL: base }));
      await fetch("https://sandbox-api.paddle.com/prices/pri_1");
      await fetch(new Request("https://api.paddle.com/notification-settings", { method: "GET" }));
      expect(seen).toEqual([
        "GET /sandbox-api.paddle.com/prices/pri_1",
        "GET /api.paddle.com/notification-settings",
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
