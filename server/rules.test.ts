import { describe, expect, it } from "vitest";
import { headersFor, notFoundPage, parseHeadersFile, parseRedirectsFile, ruleBeforeFiles } from "./rules";

describe("_redirects rules", () => {
  const rules = parseRedirectsFile(
    [
      "# comment",
      "/en/about/  /en/about  301",
      "/fi/ota-yhteyttä  /ota-yhteytt%C3%A4  301",
      "/blog/laskutus/a  /blog/laskutus/a  200",
      "/blog/*  /blog  302",
      "/en/*  /en/404.html  404",
      "/*  /404.html  404",
    ].join("\n"),
  );

  it.each([
    ["/en/about/", 301, "/en/about"],
    ["/fi/ota-yhteyttä", 301, "/ota-yhteytt%C3%A4"],
    ["/blog/laskutus/a", 200, "/blog/laskutus/a"],
    ["/blog/laskutus/b", 302, "/blog"],
    ["/blog/", 302, "/blog"],
  ])("%s answers %i with %s before any file", (path, status, to) => {
    expect(ruleBeforeFiles(path, rules)).toMatchObject({ status, to });
  });

  it.each(["/blog", "/en/about", "/en/about//", "/bloggen/x", "/en/nope"])("%s is left to the files", (path) => {
    expect(ruleBeforeFiles(path, rules)).toBeUndefined();
  });

  it.each([
    ["/en/nope", "/en/404.html"],
    ["/en/", "/en/404.html"],
    ["/enx", "/404.html"],
    ["/sv/nope", "/404.html"],
  ])("where no file matches, %s gets %s", (path, page) => {
    expect(notFoundPage(path, rules)).toBe(page);
  });

  it("refuses a line it cannot read instead of guessing", () => {
    expect(() => parseRedirectsFile("/a /b 418")).toThrow(/cannot read/);
    expect(() => parseRedirectsFile("/a")).toThrow(/cannot read/);
  });
});

describe("_headers rules", () => {
  const rules = parseHeadersFile("/*\n  X-A: 1\n# comment\n/assets/*\n  Cache-Control: immutable\n/en/about\n  X-B: a: b\n");

  it("applies every matching block, later ones adding to earlier ones", () => {
    expect([...headersFor("/assets/x.js", rules)]).toEqual([
      ["X-A", "1"],
      ["Cache-Control", "immutable"],
    ]);
    expect(headersFor("/en/about", rules).get("X-B")).toBe("a: b");
    expect(headersFor("/en/about/x", rules).has("X-B")).toBe(false);
  });
});
