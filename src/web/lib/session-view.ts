import type { Brief } from "@/shared/brief";
import type { CategoryId } from "@/shared/categories";
import type { NameOptions } from "@/shared/name-options";

/** A brand session as the API returns it (the wizard, My brands and the brand page all read it). */
export type SessionView = {
  id: string;
  category: CategoryId | null;
  description: string | null;
  /** How the description was read (null before it is written); the person may correct it. */
  brief: Brief | null;
  chosenName: { name: string; meaning: string } | null;
  isPremium: boolean;
  isCompleted: boolean;
  isActivePremium: boolean;
  createdAt: string;
  names: Array<{
    id: string;
    name: string;
    meaning: string;
    /** 0 for a name the user typed. */
    run: number;
    isFavourite: boolean;
    source: "generated" | "typed";
  }>;
  /** The controls each name run was made with (runs without controls are absent). */
  nameRunOptions: Array<{ run: number; options: NameOptions }>;
  /** What each run is called, matching the counter: "Free run", "Run 2 of 5", "Extra run (not counted)". */
  runLabels?: { names: RunLabel[]; logos: RunLabel[] };
  logos: Array<{
    id: string;
    url: string;
    run: number;
    /** The brand name this logo was made for. */
    name: string;
    isSelected: boolean;
    isDownloaded: boolean;
    isFavourite: boolean;
    /** A saved edit: the logo it was edited from (null for a generated logo). */
    parentId: string | null;
    /** The generated logo this one's family descends from (itself for a generated logo). */
    originId: string;
    version: number;
    /** What the symbol is and where it comes from: an open icon set (e.g. "tabler"), our drawings, letters. */
    symbol?: { kind: string | null; source: string | null; concept: string | null; licence: string | null };
  }>;
  selectedLogoId: string | null;
  share: { enabled: boolean; path: string | null };
  canDownload: boolean;
  /** The first download's confirmation (asked once per brand), null until given. */
  downloadConfirmation?: { at: string; termsVersion: string } | null;
  /** Which files were downloaded: the PNG ("Download Again") and the kit have their own state. */
  downloads?: { png: boolean; kit: boolean };
  step: "category" | "details" | "names" | "logos" | "download";
  usage: { names: Usage; logos: Usage };
};
export type RunLabel = { run: number; label: string; counted: boolean };

/** A generation allowance as the counter shows it: the free trial, the package, or none (finished). */
export type Usage = { plan: "trial" | "premium" | "closed"; count: number; limit: number };
