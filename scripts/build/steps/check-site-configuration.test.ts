import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkSiteFile, siteFile } from "../../../app/content/site.server";
import { checkSiteConfiguration } from "./check-site-configuration";

describe("check the site configuration", () => {
  it("passes the shipped configuration", () => {
    expect(() => checkSiteConfiguration.run()).not.toThrow();
  });

  it("names the field of a configuration that does not fit its schema", () => {
    const file = join(mkdtempSync(join(tmpdir(), "site-file-")), "site.json");
    const site = JSON.parse(readFileSync(siteFile, "utf8")) as { settings: Record<string, string> };
    writeFileSync(file, JSON.stringify({ ...site, settings: { ...site.settings, SITE_URL: "http://insecure.example" } }));
    expect(() => checkSiteFile(file)).toThrow(/SITE_URL/);
  });
});
