import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MIGRATIONS } from "./migrations";

/**
 * Released migrations are frozen: a database that ran one never runs it again, so an edit would
 * make fresh and upgraded databases differ. A change to the schema is a new file. The checksum of
 * a new migration is added here when it is written (and only then).
 */
const RELEASED: Record<string, string> = {
  "0001_auth": "25d592557ccc0aef",
  "0002_brand": "26295afc54d10c4b",
  "0003_rate_limits": "8b69f10ed70b6543",
  "0004_brand_integrity": "490ab8f4975e6dbd",
  "0005_logo_design": "711bf3d81c8efe0f",
  "0006_my_brands": "e3f35c70bf5f42bb",
  "0007_grapheme_description": "4b54ac1e47e441b5",
  "0008_brand_kit": "ab9c48b07268a3f0",
  "0009_logo_versions": "7e19716d8468bec9",
  "0010_name_studio": "88a85eefafb66590",
  "0011_object_storage": "8b1bb8af4852d2e1",
  "0012_unique_names": "075fb497db0dd67e",
  "0013_brief": "027d1c7ab1439c2a",
  "0015_integrity": "164131ed0681a6a6",
  "0017_download_confirmation": "4be032c6536c5cf9",
  "0020_second_level_domains": "a9870dc22e29679c",
  "0021_user_locale": "90adead1a0de1dca",
  "0022_kit_locale": "9d5538469a13e942",
  "0027_table_write_notifications": "3adf953cc07d396e",
  "0028_name_across_brands": "bf49d8329f008107",
  "0029_kit_chunks": "ec9b7c55aac35d9f",
  "0030_name_key_function": "7700d1d89b75fa32",
  "0031_notify_writes_that_change_cached_rows": "e6b2b9c5739e146a",
};

const dir = path.join(import.meta.dirname, "migrations");
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith(".ts"))
  .sort();
const checksum = (file: string) =>
  createHash("sha256")
    .update(fs.readFileSync(path.join(dir, file)))
    .digest("hex")
    .slice(0, 16);

describe("migrations", () => {
  it("registers every file once, in order", () => {
    expect(Object.keys(MIGRATIONS)).toEqual(files.map((f) => f.replace(/\.ts$/, "")));
    for (const f of files) expect(f).toMatch(/^\d{4}_[a-z0-9_]+\.ts$/);
  });

  it("keeps released migrations byte for byte", () => {
    for (const f of files) {
      const name = f.replace(/\.ts$/, "");
      expect(RELEASED[name], `${name} has no recorded checksum`).toBeDefined();
      expect(checksum(f), `${name} was edited after release; write a new migration instead`).toBe(
        RELEASED[name],
      );
    }
  });

  it("uses literal values only (no project imports that could change later)", () => {
    for (const f of files) {
      const imports = [...fs.readFileSync(path.join(dir, f), "utf8").matchAll(/from "([^"]+)"/g)].map(
        (m) => m[1],
      );
      expect(
        imports.filter((i) => i !== "kysely"),
        f,
      ).toEqual([]);
    }
  });
});
