import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { builtPages } from "../built-pages";
import { checkSeo } from "./check-seo";

describe("check every page's SEO", () => {
  it("fails the build naming the page and its problems", () => {
    const dir = mkdtempSync(join(tmpdir(), "check-seo-"));
    writeFileSync(join(dir, "index.html"), '<html lang="fi"><head></head><body><h1>Hei</h1></body></html>');
    const context = { dir, nginxConfFile: "", prerendered: [], pages: builtPages(dir) };
    expect(() => checkSeo.run(context)).toThrow(/^\/: has no <title>\n {2}\/: has no meta description\n/);
  });

  it("needs the pages read", () => {
    expect(() => checkSeo.run({ dir: "", nginxConfFile: "", prerendered: [] })).toThrow(/"read the pages" runs before this step/);
  });
});
