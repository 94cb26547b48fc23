import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { builtPages } from "../built-pages";
import { writeServingRules } from "./write-serving-rules";

function buildFolder() {
  const root = mkdtempSync(join(tmpdir(), "serving-rules-"));
  const dir = join(root, "client");
  for (const file of ["index.html", "en.html", "en/about.html", "404.html", "en/404.html", "assets/app-1.css", "assets/app-1.css.br"]) {
    mkdirSync(join(dir, file, ".."), { recursive: true });
    writeFileSync(join(dir, file), "<h1>Page</h1>");
  }
  return { dir, nginxConfFile: join(root, "nginx", "site.conf"), prerendered: [], pages: builtPages(dir) };
}

describe("write serving rules", () => {
  it("writes _redirects, _headers and the nginx include from the pages and files", () => {
    const context = buildFolder();
    writeServingRules.run(context);
    expect(readFileSync(join(context.dir, "_redirects"), "utf8")).toContain("/en/about/  /en/about  301");
    expect(readFileSync(join(context.dir, "_headers"), "utf8")).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
    expect(readFileSync(context.nginxConfFile, "utf8")).toContain('location = "/en/about/"');
  });

  it("refuses a page that is not where the rules serve it from", () => {
    const context = buildFolder();
    rmSync(join(context.dir, "en/about.html"));
    expect(() => writeServingRules.run(context)).toThrow(/page \/en\/about is not at en\/about\.html/);
  });
});
