import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pagePath } from "../../../app/routing/route-table";
import { builtPages } from "../built-pages";
import { inlineScriptHashes } from "../csp";
import { writeContentSecurityPolicies } from "./write-content-security-policies";

const search = `${pagePath("search", "en")!.slice(1)}.html`;

function buildFolder(pages: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "csp-"));
  for (const [file, head] of Object.entries(pages)) {
    mkdirSync(join(dir, file, ".."), { recursive: true });
    writeFileSync(join(dir, file), `<!DOCTYPE html><html lang="en"><head>${head}</head><body><h1>Page</h1></body></html>`);
  }
  return { dir, nginxConfFile: "", prerendered: [], pages: builtPages(dir) };
}

const policyOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(html)?.[1] ?? "";

describe("write content security policies", () => {
  it("puts each page's policy after its charset, allowing its own inline scripts, and WebAssembly on the search page only", () => {
    const context = buildFolder({
      "en.html": '<meta charSet="utf-8"/><script>go()</script><script type="application/ld+json">{}</script>',
      [search]: '<meta charSet="utf-8"/>',
    });
    writeContentSecurityPolicies.run(context);
    const page = readFileSync(join(context.dir, "en.html"), "utf8");
    expect(page).toMatch(/^<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" /);
    expect(policyOf(page)).toContain(`script-src 'self' ${inlineScriptHashes(["go()"])[0]};`);
    expect(policyOf(page)).not.toContain("wasm-unsafe-eval");
    expect(policyOf(readFileSync(join(context.dir, search), "utf8"))).toContain("'wasm-unsafe-eval'");
  });

  it("names the page that has no charset to put its policy after", () => {
    const context = buildFolder({ "en.html": "<title>T</title>" });
    expect(() => writeContentSecurityPolicies.run(context)).toThrow(/en\.html: csp: the page has no <meta charset>/);
  });
});
