import type { Auth } from "./auth/auth";
import type { CoreDeps } from "./context";
import type { Providers } from "./services";
import type { ImageStore } from "./storage/image-store";

/** What the app's routes are built from (its own module beside the context: routes importing app.ts made a circle). */
export type AppDeps = CoreDeps & {
  auth: Auth;
  providers: Providers;
  /** Where logo images live: the database, or S3-compatible object storage. */
  images: ImageStore;
  /** Set while the instance shuts down: readiness answers 503 from then on. */
  lifecycle?: { draining: boolean };
  /** Folder of the built web app; omitted in API-only tests. */
  webDist?: string;
};
