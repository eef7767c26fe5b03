import { serve } from "@hono/node-server";
import { Hono } from "hono";

/** The baseline for the API figures: a bare Hono hello world on the same Node and adapter. */
const app = new Hono();
app.get("/", (c) => c.text("Hello Hono!"));

const port = Number(process.env.PORT ?? 0);
const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
const stop = () => server.close(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
