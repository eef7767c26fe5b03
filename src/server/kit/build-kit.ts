import type { MockupPlan } from "@/server/mockups/kit-mockups";
import type { RenderPool } from "@/server/render/render-pool";
import type { Locale } from "@/shared/locale";
import type { ColorMode, LogoDesign } from "@/shared/logo-design";
import { fontFiles, type KitFile, kitFaces } from "./kit-fonts";
import { DOCUMENT_FILES, kitNames, LAYOUT_PNG_SIZES, otherLayouts, PRIMARY_PNG_SIZES } from "./kit-plan";
import type { LicenceInput } from "./licence-pdf";
import { readmeText } from "./readme";
import { generalDesign, reversedDesign } from "./variants";

/** Everything a kit is made from, read from the database by the kit service. */
export type KitSource = {
  logoId: string;
  brandName: string;
  /** Null for logos made before compositions were stored: the kit falls back to `png`. */
  design: LogoDesign | null;
  png: Uint8Array;
  svg: string | null;
  licence: Omit<LicenceInput, "logo" | "faces" | "brandName" | "locale">;
  built: Date;
  /** The buyer's language at the time: every text in the kit is written in it. */
  locale: Locale;
  /** The mock-up scenes chosen for this business and their words (mockups/ holds them and the card to print). */
  mockups?: MockupPlan;
};

export type BuiltKit = { zip: Buffer; fileName: string; paths: string[] };

export type Progress = (done: number, total: number) => void;

type Job = () => Promise<KitFile[]>;

/** Renders this large hold rasters of tens of MB: the pool runs one such job at a time (decision 018). */
const HEAVY_RASTER_PX = 4096;

/**
 * Builds a kit in the render pool. The work is cut into independent jobs (the costliest first,
 * so two workers finish together) and zipped at the end; `progress` hears about each job.
 */
export async function buildKit(pool: RenderPool, source: KitSource, progress?: Progress): Promise<BuiltKit> {
  const names = kitNames(source.brandName);
  const { brandName, built, locale } = source;
  const chosen = source.design;
  const jobs: Job[] = [];
  if (chosen) {
    // General-use files read on white: a design drawn for a dark background gets its light
    // variant there, and keeps its own look as the reversed variant.
    const design = generalDesign(chosen);
    const reversed = reversedDesign(chosen);
    type Target = "primary" | ReturnType<typeof otherLayouts>[number]["layout"];
    const set =
      (target: Target, d: LogoDesign, modes: ColorMode[], sizes: readonly number[], vectors: boolean) => () =>
        pool.run(
          "kitLogoSet",
          { design: d, brandName, target, modes, sizes, vectors, created: built, locale },
          { heavy: sizes.some((s) => s >= HEAVY_RASTER_PX) },
        );
    const single: ColorMode[] = ["black", "white", "mono"];
    // Each drawing is rendered once, at 4096 px, and halved for the smaller sizes (decision 023):
    // the two raster sets are the biggest pieces, each a job of its own; the vectors are others.
    jobs.push(set("primary", design, single, PRIMARY_PNG_SIZES, false));
    jobs.push(set("primary", design, ["full"], PRIMARY_PNG_SIZES, false));
    jobs.push(() => pool.run("kitGuidelines", { design, chosen, brandName, created: built, locale }));
    jobs.push(set("primary", design, single, [], true));
    jobs.push(set("primary", design, ["full"], [], true));
    for (const layout of otherLayouts(design)) {
      jobs.push(
        set(layout.layout, layout.design, ["full", "black", "white", "mono"], LAYOUT_PNG_SIZES, true),
      );
    }
    if (reversed) {
      jobs.push(() =>
        pool.run("kitLogoSet", {
          design: reversed,
          brandName,
          target: "primary",
          modes: [],
          sizes: LAYOUT_PNG_SIZES,
          vectors: true,
          created: built,
          reversed: true,
          locale,
        }),
      );
    }
    // Social images and icons sit on the brand's own background: the design as chosen.
    jobs.push(() => pool.run("kitSocial", { design: chosen, brandName }));
    jobs.push(() => pool.run("kitIcons", { design: chosen, brandName, locale }));
    jobs.push(async () => [
      {
        path: DOCUMENT_FILES.licence,
        data: await pool.run("kitLicence", {
          ...source.licence,
          brandName,
          logo: { design },
          faces: kitFaces(design),
          locale,
        }),
      },
    ]);
    jobs.push(() => fontFiles(kitFaces(design)));
    if (source.mockups?.scenes.length)
      jobs.push(...mockupJobs(pool, { ...source.mockups, design: chosen, brandName, created: built }));
  } else {
    jobs.push(() =>
      pool.run("kitFallback", { png: source.png, svg: source.svg, brandName, created: built, locale }),
    );
    jobs.push(async () => [
      {
        path: DOCUMENT_FILES.licence,
        data: await pool.run("kitLicence", {
          ...source.licence,
          brandName,
          logo: { png: source.png },
          faces: [],
          locale,
        }),
      },
    ]);
  }

  const total = jobs.length + 1;
  let done = 0;
  progress?.(done, total);
  const results = await Promise.all(
    jobs.map(async (job) => {
      const files = await job();
      done += 1;
      progress?.(done, total);
      return files;
    }),
  );
  const files = results.flat();
  const paths = [...files.map((f) => f.path), DOCUMENT_FILES.readme].sort();
  files.push({
    path: DOCUMENT_FILES.readme,
    data: Buffer.from(readmeText({ brandName, names, design: chosen, paths, built, locale })),
  });
  // The files move to the zip worker rather than being copied (several MB; decision 023): they
  // are not read here again.
  const zip = await pool.run("kitZip", { root: names.root, files, mtime: built }, { transfer: true });
  progress?.(total, total);
  return { zip, fileName: names.zip, paths };
}

/** The kit builder's jobs for mockups/: one per scene (the pool runs them side by side) and the card. */
export function mockupJobs(
  pool: RenderPool,
  input: MockupPlan & { design: LogoDesign; brandName: string; created: Date },
): Array<() => Promise<KitFile[]>> {
  const { design, brandName, created, copy } = input;
  return [
    ...input.scenes.map((scene) => () => pool.run("kitMockup", { design, scene, brandName, copy })),
    () => pool.run("kitBusinessCard", { design, brandName, created }),
  ];
}
