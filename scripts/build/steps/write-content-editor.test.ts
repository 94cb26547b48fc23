import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { builtPages } from "../built-pages";
import { writeContentEditor } from "./write-content-editor";

function buildFolder(head: string) {
  const dir = mkdtempSync(join(tmpdir(), "content-editor-"));
  writeFileSync(join(dir, "index.html"), `<!DOCTYPE html><html lang="fi"><head>${head}</head><body><h1>Etusivu</h1></body></html>`);
  return { dir, nginxConfFile: "", prerendered: [], pages: builtPages(dir) };
}

describe("write the content editor", () => {
  it("writes the editor at /admin, its previews given the stylesheet the home page links", async () => {
    const context = buildFolder('<link rel="preload" href="/assets/font.woff2" as="font"/><link rel="stylesheet" href="/assets/app-1.css"/>');
    await writeContentEditor.run(context);
    expect(readFileSync(join(context.dir, "admin.html"), "utf8")).toContain('<meta name="site-stylesheet" content="/assets/app-1.css">');
    for (const file of ["config.yml", "editor.js", "previews.js", "preview-data.js", "decap-cms.js"])
      expect(existsSync(join(context.dir, "admin", file)), file).toBe(true);
  });

  it("refuses a home page without the site's stylesheet", async () => {
    await expect(writeContentEditor.run(buildFolder('<link rel="stylesheet" href="https://cdn.example/x.css"/>'))).rejects.toThrow(
      /links no stylesheet under \/assets\//,
    );
  });
});
