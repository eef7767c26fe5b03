import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "@/web/lib/i18n/i18n";
import { validationText } from "./validation-texts";

const SHARED_MESSAGES = [
  "Type your brand name.",
  "Each word needs at least 2 letters.",
  "“brew” is longer than the maximum length of 4 letters.",
  "“kopi” is both a word to include and a word to avoid.",
  "At most 3 words to include.",
  "The business can have at most 80 characters.",
  "Offerings: at most 8.",
  "Tone: at most 4 words.",
  "Something the table does not know.",
];

describe("the shared schemas' messages in the wizard (issue 31)", () => {
  afterEach(async () => {
    await activateLocale("en");
  });

  it("stay exactly the schemas' English in English", () => {
    for (const message of SHARED_MESSAGES) expect(validationText(message)).toBe(message);
  });

  it("are Indonesian in Indonesian, with the words and numbers kept", async () => {
    await activateLocale("id");
    expect(validationText("Type your brand name.")).toBe("Ketik nama brand Anda.");
    expect(validationText("“brew” is longer than the maximum length of 4 letters.")).toBe(
      "“brew” lebih panjang dari batas 4 huruf.",
    );
    expect(validationText("Offerings: at most 8.")).toBe("Yang ditawarkan: maksimal 8.");
    expect(validationText("Something the table does not know.")).toBe("Something the table does not know.");
  });
});
