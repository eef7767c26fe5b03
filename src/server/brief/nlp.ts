import { createRequire } from "node:module";
import type { WinkMethods } from "wink-nlp";
import { buildLongLivedData } from "@/server/heap-growth";

/**
 * wink-nlp with its English lite model (both MIT), loaded on first use: the model is about 3 MB of
 * JSON and 15 MB of heap once read, which a server that never reads a description (or start-up
 * itself) should not pay for. Loaded through `require` so the server bundle leaves both packages
 * in node_modules and nothing is parsed at import.
 */
let nlp: WinkMethods | null = null;

export function englishNlp(): WinkMethods {
  if (!nlp) {
    nlp = buildLongLivedData(() => {
      const load = createRequire(import.meta.url);
      const winkNLP = load("wink-nlp") as (model: unknown, pipe?: string[]) => WinkMethods;
      const model = load("wink-eng-lite-web-model") as unknown;
      // Sentences and parts of speech are all the reader uses; negation and sentiment are skipped.
      return winkNLP(model, ["sbd", "pos"]);
    });
  }
  return nlp;
}

/** Whether the model has been loaded (tests and the benchmark check it is lazy). */
export function nlpLoaded(): boolean {
  return nlp !== null;
}
