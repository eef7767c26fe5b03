import type { InferResponseType } from "hono/client";
import type { api } from "./api";

/**
 * A brand session as the API returns it (the wizard, My brands and the brand page all read it),
 * inferred from the server's route so the two cannot drift apart.
 */
export type SessionView = InferResponseType<(typeof api.sessions)[":id"]["$get"], 200>["session"];

/** What each run is called, matching the counter: "Free run", "Run 2 of 5", "Extra run (not counted)". */
export type RunLabel = NonNullable<SessionView["runLabels"]>["names"][number];

/** A generation allowance as the counter shows it: the free trial, the package, or none (finished). */
export type Usage = SessionView["usage"]["names"];
