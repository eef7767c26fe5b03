import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import type { LogoDesign } from "@/shared/logo-design";
import type { MockupSceneId } from "@/shared/mockup-scenes";
import { Spinner } from "@/web/components/ui/spinner";
import { WithQuery } from "@/web/lib/query";
import { useLiveRender } from "@/web/lib/use-live-render";
import { mockupsApi, useMockupList } from "./api/mockups-api";
import { SceneImage } from "./scene-image";
import { SCENE_LABELS } from "./scene-labels";

/**
 * The editor's scene (issue 32): one chosen scene that follows the edits live, drawn by the server
 * from the unsaved design, debounced and cancelled like the logo preview.
 */
export function LiveScene({ logoId, design }: { logoId: string; design: LogoDesign }) {
  return (
    <WithQuery>
      <LiveSceneContent logoId={logoId} design={design} />
    </WithQuery>
  );
}

function LiveSceneContent({ logoId, design }: { logoId: string; design: LogoDesign }) {
  const { t, i18n } = useLingui();
  const selectId = useId();
  const list = useMockupList(logoId);
  const [scene, setScene] = useState<MockupSceneId>("business-card");
  const watermarked = list.data?.watermarked ?? true;
  const live = useLiveRender({
    target: scene,
    design,
    initialUrl: mockupsApi.sceneUrl(logoId, scene, watermarked),
    render: (signal) => mockupsApi.livePreview(logoId, scene, design, signal),
    fallbackError: t`The scene could not be updated.`,
  });
  const scenes = list.data?.scenes.map((s) => s.id) ?? [scene];
  const sceneName = i18n._(SCENE_LABELS[scene]);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={selectId} className="text-slate-700 text-sm">
          <Trans>See it on</Trans>
        </label>
        <select
          id={selectId}
          value={scene}
          onChange={(event) => setScene(event.target.value as MockupSceneId)}
          className="h-10 min-w-0 max-w-full flex-1 rounded-lg border border-slate-300 bg-white px-3 text-sm"
        >
          {scenes.map((id) => (
            <option key={id} value={id}>
              {i18n._(SCENE_LABELS[id])}
            </option>
          ))}
        </select>
      </div>
      <div className="relative">
        {live.url ? (
          <SceneImage
            key={live.url}
            src={live.url}
            alt={t`Your edited logo on: ${sceneName}`}
            eager
            className="border border-slate-200"
          />
        ) : null}
        {live.pending ? (
          <Spinner
            label={t`Updating the scene`}
            className="absolute top-2 right-2 rounded-full bg-white/90 p-1"
          />
        ) : null}
      </div>
      {live.error ? (
        <p role="alert" className="text-red-700 text-sm">
          {live.error}
        </p>
      ) : null}
    </div>
  );
}
