import { describe, expect, it } from "vitest";
import { pageScripts, pageStylesheets } from "./budgets";

describe("a page's scripts and stylesheets, read from its HTML", () => {
  it("count inline JavaScript and script files however they are written, not data or speculation rules", () => {
    const html = [
      "<!DOCTYPE html><html><head>",
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      "<script id=consent>consent()</script>",
      "<SCRIPT type='module' SRC='/assets/enhance-1.js'></SCRIPT>",
      '<link rel="modulepreload" href="/assets/chunk-1.js">',
      '<link href="/assets/app-1.css" rel="stylesheet">',
      '<script type="speculationrules">{"prerender":[]}</script>',
      '</head><body><script type="application/json" id="strings">{}</script><script>start("</p>")</script></body></html>',
    ].join("");
    expect(pageScripts(html)).toEqual({ inline: ["consent()", 'start("</p>")'], files: ["/assets/enhance-1.js", "/assets/chunk-1.js"] });
    expect(pageStylesheets(html)).toEqual(["/assets/app-1.css"]);
  });
});
