import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "./harness";
import { HttpClient } from "./http-client";

/**
 * Connection-level behaviour of the real server process: graceful shutdown with requests in
 * flight and on keep-alive connections, and 413 answers that say the connection closes.
 */

type RawResponse = { status: number; headers: Record<string, string>; body: string };

/** One HTTP/1.1 connection driven by hand, so a test knows exactly which socket a request uses. */
class RawConnection {
  private buffer = Buffer.alloc(0);
  private waiters: Array<() => void> = [];
  ended = false;
  readonly socket: net.Socket;

  private constructor(socket: net.Socket) {
    this.socket = socket;
    socket.on("data", (chunk) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.wake();
    });
    socket.on("close", () => {
      this.ended = true;
      this.wake();
    });
    socket.on("error", () => {});
  }

  static open(port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1", () => resolve(new RawConnection(socket)));
      socket.once("error", reject);
    });
  }

  private wake() {
    for (const w of this.waiters.splice(0)) w();
  }

  private until(test: () => boolean, ms = 10_000): Promise<void> {
    const deadline = Date.now() + ms;
    return new Promise((resolve, reject) => {
      const check = () => {
        if (test()) return resolve();
        if (this.ended || Date.now() > deadline) return reject(new Error("connection ended first"));
        this.waiters.push(check);
        setTimeout(() => this.wake(), 50);
      };
      check();
    });
  }

  async request(head: string, body = ""): Promise<RawResponse> {
    this.socket.write(`${head}\r\n\r\n${body}`);
    await this.until(() => this.buffer.includes("\r\n\r\n"));
    const end = this.buffer.indexOf("\r\n\r\n");
    const lines = this.buffer.subarray(0, end).toString("latin1").split("\r\n");
    const status = Number(lines[0]!.split(" ")[1]);
    const headers = Object.fromEntries(
      lines.slice(1).map((l) => {
        const i = l.indexOf(":");
        return [l.slice(0, i).trim().toLowerCase(), l.slice(i + 1).trim()];
      }),
    );
    const length = Number(headers["content-length"] ?? 0);
    await this.until(() => this.buffer.length >= end + 4 + length);
    const bodyText = this.buffer.subarray(end + 4, end + 4 + length).toString("utf8");
    this.buffer = this.buffer.subarray(end + 4 + length);
    return { status, headers, body: bodyText };
  }

  closed(): Promise<void> {
    return this.until(() => this.ended);
  }
}

const portOf = (server: RunningServer) => Number(new URL(server.url).port);

/**
 * Resolves once the server stops accepting connections, which it does first when it starts to
 * drain: a fixed wait after the signal is too short on a loaded machine.
 */
async function untilListeningStops(port: number, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      const probe = await RawConnection.open(port);
      probe.socket.destroy();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ECONNREFUSED") return;
      throw error;
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error("the server kept accepting connections after SIGTERM");
}

describe("connections of the real server", () => {
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.stop("SIGKILL");
    server = undefined;
  });

  it("on SIGTERM finishes requests in flight, answers keep-alive requests with Connection: close, refuses new connections, and exits 0", async () => {
    server = await startServer();
    const client = new HttpClient(server.url);
    await client.signIn("Draining", "draining@example.com");
    const start = await client.json("/api/sessions", {
      category: "food-beverage",
      description:
        "A tiny bakery baking sourdough loaves and cardamom buns for the neighbourhood every morning.",
    });
    const { session } = (await start.json()) as { session: { id: string } };
    const names = await client.fetch(`/api/sessions/${session.id}/names`, { method: "POST" });
    const first = ((await names.json()) as { names: Array<{ name: string }> }).names[0]!.name;
    expect((await client.json(`/api/sessions/${session.id}/name`, { name: first }, "PUT")).status).toBe(200);

    // An idle keep-alive connection that has already been used once.
    const keepAlive = await RawConnection.open(portOf(server));
    const warm = await keepAlive.request("GET /api/health HTTP/1.1\r\nHost: localhost");
    expect(warm.status).toBe(200);
    expect(warm.headers.connection).not.toBe("close");

    // A logo run (rendering) in flight when the signal arrives.
    const inFlight = client.fetch(`/api/sessions/${session.id}/logos`, { method: "POST" });
    await new Promise((r) => setTimeout(r, 20));
    const exited = server.stop("SIGTERM");
    await untilListeningStops(portOf(server));

    // A request the client sends on its keep-alive connection after the signal is still answered,
    // and told the connection closes.
    const late = await keepAlive.request("GET /api/health HTTP/1.1\r\nHost: localhost");
    expect(late.status).toBe(200);
    expect(late.headers.connection).toBe("close");
    await keepAlive.closed();

    const logos = await inFlight;
    expect(logos.status).toBe(200);
    expect(((await logos.json()) as { options: unknown[] }).options).toHaveLength(2);

    // New connections are refused, not accepted and reset.
    await expect(RawConnection.open(portOf(server))).rejects.toMatchObject({ code: "ECONNREFUSED" });
    expect(await exited).toBe(0);
  }, 90_000);

  it("answers an oversized body with 413 and Connection: close, then closes", async () => {
    server = await startServer();
    const conn = await RawConnection.open(portOf(server));
    const body = JSON.stringify({ message: "x".repeat(200_000) });
    const res = await conn.request(
      `POST /api/client-errors HTTP/1.1\r\nHost: localhost\r\nOrigin: ${server.url}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}`,
      body,
    );
    expect(res.status).toBe(413);
    expect(res.headers.connection).toBe("close");
    await conn.closed();
  }, 60_000);
});
