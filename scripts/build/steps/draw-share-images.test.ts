import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { siteUrl } from "../../../app/config/site";
import { logo } from "../../../app/seo/json-ld";
import { builtPages } from "../built-pages";
import { writeShareImages } from "./draw-share-images";

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

function buildFolder(head: string) {
  const dir = mkdtempSync(join(tmpdir(), "share-images-"));
  writeFileSync(join(dir, "en.html"), `<html lang="en"><head>${head}</head><body><h1>Invoicing made simple</h1></body></html>`);
  writeFileSync(join(dir, "404.html"), `<html lang="fi"><head></head><body><h1>Ei löydy</h1></body></html>`);
  return { dir, nginxConfFile: "", prerendered: [], pages: builtPages(dir) };
}

describe("draw share images", () => {
  it("draws a page's image where its og:image points, and the logo; none for a 404 page", async () => {
    const context = buildFolder(`<meta property="og:image" content="${siteUrl}/og-en.png"/>`);
    await writeShareImages.run(context);
    expect(readFileSync(join(context.dir, "og-en.png")).subarray(0, 4)).toEqual(png);
    expect(readFileSync(join(context.dir, logo.path)).subarray(0, 4)).toEqual(png);
  });

  it("refuses a page without the site's og:image", async () => {
    await expect(writeShareImages.run(buildFolder(""))).rejects.toThrow(/en\.html has no og:image on/);
    await expect(writeShareImages.run(buildFolder('<meta property="og:image" content="https://elsewhere.example/a.png"/>'))).rejects.toThrow(
      /has no og:image on .*: https:\/\/elsewhere/,
    );
  });
});
