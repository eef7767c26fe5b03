import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { type FaceId, facesNeeded, getFace } from "@/server/composition/fonts";
import { TYPE_STYLES } from "@/server/composition/type-styles";
import type { LogoDesign } from "@/shared/logo-design";

/**
 * The typefaces a kit ships (SIL Open Font License 1.1, which allows bundling them with the logo
 * as long as the font files are not sold on their own), named as the font families name them.
 */

const WEIGHT_NAMES: Record<number, string> = {
  400: "Regular",
  500: "Medium",
  600: "SemiBold",
  700: "Bold",
  800: "ExtraBold",
  900: "Black",
};

function familyFolder(family: string): string {
  return family.replace(/\s+/g, "");
}

/** "Playfair Display" 400 italic -> "PlayfairDisplay-Italic". */
export function faceFileStem(id: FaceId): string {
  const { family, weight, style } = getFace(id);
  const weightName = WEIGHT_NAMES[weight] ?? String(weight);
  const suffix = style === "italic" ? (weight === 400 ? "Italic" : `${weightName}Italic`) : weightName;
  return `${familyFolder(family)}-${suffix}`;
}

export function kitFontPath(id: FaceId): string {
  return `fonts/${familyFolder(getFace(id).family)}/${faceFileStem(id)}.ttf`;
}

/** The brand's two typefaces: the name's face and its companion (taglines, headings). */
export function brandFaces(design: LogoDesign): { primary: FaceId; secondary: FaceId } {
  const style = TYPE_STYLES[design.typeface];
  return { primary: style.face, secondary: style.companion };
}

/** Every face the kit's files use, with the CJK fallback when the name or tagline needs it. */
export function kitFaces(design: LogoDesign): FaceId[] {
  const { primary, secondary } = brandFaces(design);
  return facesNeeded([primary, secondary], `${design.name}${design.tagline ?? ""}`);
}

export type KitFile = { path: string; data: Uint8Array };

/** The font files and each family's licence (the OFL text with its copyright line, as the family ships it). */
export async function fontFiles(faces: readonly FaceId[]): Promise<KitFile[]> {
  const files: KitFile[] = [];
  const licences = new Map<string, string>();
  for (const id of faces) {
    const face = getFace(id);
    files.push({ path: kitFontPath(id), data: await readFile(face.file) });
    const folder = familyFolder(face.family);
    // The package keeps the family's OFL next to its weight folders.
    licences.set(folder, join(dirname(dirname(face.file)), "LICENSE_FONT"));
  }
  for (const [folder, file] of licences) {
    files.push({ path: `fonts/${folder}/OFL.txt`, data: await readFile(file) });
  }
  return files;
}
