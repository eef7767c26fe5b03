import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { CategoryId } from "../../src/shared/categories";

/** One labelled business of the fit evaluation (eval/fit-set.json, frozen before any tuning). */
export type FitBusiness = {
  id: string;
  category: CategoryId;
  /** The language the description is written in. */
  lang: "en" | "id";
  description: string;
  symbol: {
    /** Plain-English concepts a fitting pictogram may depict (synonyms listed by hand). */
    accept: string[];
    /** Concepts of other trades that would be wrong for this business. */
    refuse: string[];
  };
  names: {
    /** Word stems that must not appear in a name or its meaning. */
    refuse: string[];
    /** True when the description is Indonesian or the business is in Indonesia. */
    expectIndonesian?: boolean;
  };
};

export type FitSet = { version: number; frozen: string; about: string; businesses: FitBusiness[] };

export const FIT_SET_PATH = path.resolve(import.meta.dirname, "../../eval/fit-set.json");

export function loadFitSet(file = FIT_SET_PATH): FitSet {
  return JSON.parse(fs.readFileSync(file, "utf8")) as FitSet;
}

/** A checksum of the set's content (not its formatting): any change to a business or label changes it. */
export function fitSetChecksum(set: FitSet): string {
  return createHash("sha256").update(JSON.stringify(set)).digest("hex");
}
