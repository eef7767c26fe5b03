import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paths, ROUTES, type RouteName } from "@/shared/routes";
import { createTestApp, type TestApp } from "@/test/test-app";

const ID = "3f0c7a52-8a4e-4d7b-9f1e-2b6c1d0e9a47";

/** One real path per page of the router (the record's type makes a new route add its sample here). */
const SAMPLES: Record<RouteName, string> = {
  home: paths.home({ step: "names", brand: ID }),
  authCallback: paths.authCallback({ new: "1" }),
  categories: paths.categories(),
  payment: paths.payment(ID),
  success: paths.success({ sessionId: ID, paymentId: "txn_01" }),
  logos: paths.logos(ID),
  brands: paths.brands(),
  brand: paths.brand(ID),
  brandEdit: paths.brandEdit(ID, { logo: ID, from: "brand" }),
  sharedBrand: paths.sharedBrand("AbCdEf_-1234"),
  terms: paths.terms(),
  privacy: paths.privacy(),
};

describe("the app's pages as the server serves them", () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), "client-routes-"));
    fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>app</title>");
    t = await createTestApp({}, { webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("answers every route of the router with the app and status 200, also after a reload with a slash", async () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(ROUTES).sort());
    for (const [name, sample] of Object.entries(SAMPLES)) {
      for (const url of [sample, sample.replace(/^([^?]*?)\/?(\?|$)/, "$1/$2")]) {
        const res = await t.request(url, { headers: { accept: "text/html" } });
        expect({ name, url, status: res.status }).toEqual({ name, url, status: 200 });
        expect(await res.text()).toContain("<title>app</title>");
      }
    }
  });

  it("answers a path that is no page, or a page with a malformed parameter, with the app and status 404", async () => {
    for (const url of [
      "/nope",
      "/brands/not-a-uuid",
      `/brands/${ID}/edit/more`,
      `/brands/${ID}/share`,
      "/b/short",
      "/payment/extra",
    ]) {
      const res = await t.request(url, { headers: { accept: "text/html" } });
      expect({ url, status: res.status }).toEqual({ url, status: 404 });
    }
  });
});
