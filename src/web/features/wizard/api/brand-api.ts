import type { BriefCorrection } from "@/shared/brief";
import type { CategoryId } from "@/shared/categories";
import type { NameOptions } from "@/shared/name-options";
import { api, unwrap } from "@/web/lib/api";
import type { SessionView, Usage } from "@/web/lib/session-view";

export type { SessionView, Usage };

export const brandApi = {
  current: () => unwrap(api.sessions.current.$get()),
  get: (id: string) => unwrap(api.sessions[":id"].$get({ param: { id } })),
  start: (json: { category: CategoryId; description: string }) => unwrap(api.sessions.$post({ json })),
  update: (id: string, json: { category?: CategoryId; description?: string }) =>
    unwrap(api.sessions[":id"].$patch({ param: { id }, json })),
  /** How a description not saved yet would be read (stores nothing). */
  readBrief: (json: { category: CategoryId; description: string }) =>
    unwrap(api.sessions["read-brief"].$post({ json })),
  /** A correction of how the description was read: not a generation. */
  correctBrief: (id: string, json: BriefCorrection) =>
    unwrap(api.sessions[":id"].brief.$patch({ param: { id }, json })),
  generateNames: (id: string, options?: NameOptions) =>
    unwrap(api.sessions[":id"].names.$post({ param: { id }, json: options ? { options } : {} })),
  chooseTypedName: (id: string, name: string) =>
    unwrap(api.sessions[":id"].names.typed.$post({ param: { id }, json: { name } })),
  chooseName: (id: string, name: string) =>
    unwrap(api.sessions[":id"].name.$put({ param: { id }, json: { name } })),
  generateLogos: (id: string) => unwrap(api.sessions[":id"].logos.$post({ param: { id } })),
  favourite: (id: string, json: { kind: "name" | "logo"; id: string; favourite: boolean }) =>
    unwrap(api.sessions[":id"].favourite.$put({ param: { id }, json })),
  setSharing: (id: string, enabled: boolean) =>
    unwrap(api.brands[":id"].share.$put({ param: { id }, json: { enabled } })),
  selectLogo: (id: string, logoId: string) =>
    unwrap(api.sessions[":id"].logo.$put({ param: { id }, json: { logoId } })),
};

/** One result of a logo run: a logo made, or why one could not be. */
export type LogoOption = Awaited<ReturnType<typeof brandApi.generateLogos>>["options"][number];
