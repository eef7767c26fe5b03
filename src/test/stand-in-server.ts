import http from "node:http";
import type { AddressInfo } from "node:net";
import { getResponse, type RequestHandler } from "msw";

/**
 * The msw fakes of the live services, served over real HTTP for a server in another process
 * (the dry run). A request for `<origin>/<host>/<path>` is answered as `https://<host>/<path>`
 * would be, which is where the server's base-URL overrides send it (service-urls.ts).
 */
export type StandIns = {
  origin: string;
  /** Every request, as "METHOD https://host/path", in order. */
  requests: string[];
  /** Handlers put in front of the others (the newest answers first, as with msw's use()). */
  use(...handlers: RequestHandler[]): void;
  close(): Promise<void>;
};

export async function startStandIns(initial: RequestHandler[]): Promise<StandIns> {
  let handlers = [...initial];
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const [, host = "", ...rest] = (req.url ?? "/").split("/");
      const target = `https://${host}/${rest.join("/")}`;
      requests.push(`${req.method} ${target}`);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (name === "host" || name === "connection" || value === undefined) continue;
        headers.set(name, Array.isArray(value) ? value.join(", ") : value);
      }
      const body =
        chunks.length > 0 && req.method !== "GET" && req.method !== "HEAD"
          ? Buffer.concat(chunks)
          : undefined;
      try {
        const answer = await getResponse(
          handlers,
          new Request(target, { method: req.method, headers, body }),
        );
        if (!answer) {
          res
            .writeHead(502, { "Content-Type": "text/plain" })
            .end(`No stand-in answers ${req.method} ${target}`);
          return;
        }
        const out: Record<string, string> = {};
        answer.headers.forEach((value, name) => {
          if (name !== "content-length" && name !== "transfer-encoding") out[name] = value;
        });
        res.writeHead(answer.status, out);
        res.end(Buffer.from(await answer.arrayBuffer()));
      } catch (error) {
        res.writeHead(500, { "Content-Type": "text/plain" }).end(`The stand-in failed: ${String(error)}`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    use(...more) {
      handlers = [...more, ...handlers];
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
