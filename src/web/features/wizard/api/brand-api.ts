import type { Brief, BriefCorrection } from "@/shared/brief";
import type { CategoryId } from "@/shared/categories";
import type { NameOptions } from "@/shared/name-options";
import { api, unwrap } from "@/web/lib/api";
import type { SessionView, Usage } from "@/web/lib/session-view";

export type { SessionView, Usage };

export type NameSuggestion = { name: string; meaning: string };
/** A run that kept fewer than three names (a package's is not counted), with what to say about it. */
export type ShortRun = { names: number; controls: string | null; counted: boolean; message: string };
export type LogoOption = { id: string; url: string } | { error: true; message: string };

type WithSession = { session: SessionView };

export const brandApi = {
  current: () => unwrap<{ session: SessionView | null }>(api.sessions.current.$get()),
  get: (id: string) => unwrap<WithSession>(api.sessions[":id"].$get({ param: { id } })),
  start: (json: { category: CategoryId; description: string }) =>
    unwrap<WithSession>(api.sessions.$post({ json })),
  update: (id: string, json: { category?: CategoryId; description?: string }) =>
    unwrap<WithSession>(api.sessions[":id"].$patch({ param: { id }, json })),
  /** How a description not saved yet would be read (stores nothing). */
  readBrief: (json: { category: CategoryId; description: string }) =>
    unwrap<{ brief: Brief }>(api.sessions["read-brief"].$post({ json })),
  /** A correction of how the description was read: not a generation. */
  correctBrief: (id: string, json: BriefCorrection) =>
    unwrap<WithSession>(api.sessions[":id"].brief.$patch({ param: { id }, json })),
  generateNames: (id: string, options?: NameOptions) =>
    unwrap<WithSession & { names: NameSuggestion[]; run: number; short: ShortRun | null }>(
      api.sessions[":id"].names.$post({ param: { id }, json: options ? { options } : {} }),
    ),
  chooseTypedName: (id: string, name: string) =>
    unwrap<WithSession>(api.sessions[":id"].names.typed.$post({ param: { id }, json: { name } })),
  chooseName: (id: string, name: string) =>
    unwrap<WithSession>(api.sessions[":id"].name.$put({ param: { id }, json: { name } })),
  generateLogos: (id: string) =>
    unwrap<WithSession & { options: LogoOption[]; run: number }>(
      api.sessions[":id"].logos.$post({ param: { id } }),
    ),
  favourite: (id: string, json: { kind: "name" | "logo"; id: string; favourite: boolean }) =>
    unwrap<WithSession>(api.sessions[":id"].favourite.$put({ param: { id }, json })),
  setSharing: (id: string, enabled: boolean) =>
    unwrap<{ share: { enabled: boolean; path: string | null } }>(
      api.brands[":id"].share.$put({ param: { id }, json: { enabled } }),
    ),
  selectLogo: (id: string, logoId: string) =>
    unwrap<WithSession>(api.sessions[":id"].logo.$put({ param: { id }, json: { logoId } })),
};
