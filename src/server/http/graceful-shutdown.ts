import type { IncomingMessage, Server, ServerResponse } from "node:http";
import net from "node:net";

export type Drain = {
  /** True once draining started: callers may report "not ready" from now on. */
  readonly draining: boolean;
  /** Stops accepting, lets every request in flight finish, then resolves. */
  start(): Promise<void>;
};

/**
 * Graceful shutdown for a Node HTTP server:
 * 1. stop listening at once (new connections are refused, not accepted and then reset);
 * 2. every response from now on, including those in flight, carries `Connection: close`, so
 *    keep-alive clients get their answer and know not to reuse the connection;
 * 3. connections that are idle keep-alives stay open for `lingerMs`, so a request a client sent
 *    on one just as the signal arrived is still answered; then idle ones are closed;
 * 4. resolve when every connection has ended, or after `graceMs`, closing whatever remains.
 * (Node's own `server.close()` closes idle keep-alive connections immediately, which drops
 * requests racing the signal.)
 */
export function gracefulDrain(server: Server, options: { lingerMs: number; graceMs: number }): Drain {
  const open = new Set<ServerResponse>();
  let draining = false;

  server.on("request", (_req: IncomingMessage, res: ServerResponse) => {
    if (draining) closeAfter(res);
    open.add(res);
    res.on("close", () => open.delete(res));
  });

  return {
    get draining() {
      return draining;
    },
    start() {
      if (draining) return Promise.resolve();
      draining = true;
      for (const res of open) closeAfter(res);
      return new Promise<void>((resolve) => {
        let done = false;
        const finish = () => {
          if (done) return;
          done = true;
          clearTimeout(linger);
          clearTimeout(force);
          resolve();
        };
        // Stop listening without Node's immediate close of idle keep-alive connections.
        net.Server.prototype.close.call(server, () => finish());
        const linger = setTimeout(() => server.closeIdleConnections(), options.lingerMs);
        const force = setTimeout(() => {
          server.closeAllConnections();
          finish();
        }, options.graceMs);
        linger.unref();
        force.unref();
      });
    },
  };
}

function closeAfter(res: ServerResponse) {
  if (!res.headersSent) res.setHeader("Connection", "close");
}
