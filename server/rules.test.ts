import { describe, expect, it } from "vitest";
import { blogFallback, canonicalRedirect, headersFor, parseHeadersFile } from "./rules";

describe("canonical redirects", () => {
  it.each([
    ["/en/about/", "/en/about"],
    ["/en/about//", "/en/about"],
    ["/fi", "/"],
    ["/fi/", "/"],
    ["/fi/tietoa", "/tietoa"],
    ["/fi/ota-yhteytt%C3%A4/", "/ota-yhteytt%C3%A4"],
    ["/index.php", "/"],
    ["//en", "/en"],
  ])("%s answers 301 to %s", (from, to) => {
    expect(canonicalRedirect(from)).toBe(to);
  });

  it.each(["/", "/en", "/en/about", "/ota-yhteytt%C3%A4", "/finance", "/fin/x"])("%s is already canonical", (path) => {
    expect(canonicalRedirect(path)).toBeUndefined();
  });
});

describe("unknown blog addresses", () => {
  const prefixes = ["en", "sv", "es"];
  it.each([
    ["/blog/laskutus/no-such-article", "/blog"],
    ["/blog/no-such-category", "/blog"],
    ["/en/blog/x/y", "/en/blog"],
    ["/sv/blog/laskutus/x", "/sv/blog"],
  ])("%s goes to %s", (path, target) => {
    expect(blogFallback(path, prefixes)).toBe(target);
  });
  it.each(["/blog", "/en/blog", "/de/blog/x", "/bloggen", "/en/about"])("%s is not a blog address", (path) => {
    expect(blogFallback(path, prefixes)).toBeUndefined();
  });
});

describe("_headers rules", () => {
  const rules = parseHeadersFile(
    "/*\n  X-A: 1\n# comment\n/assets/*\n  Cache-Control: immutable\n/en/about\n  Content-Security-Policy: default-src 'self'; img-src https://x\n",
  );
  it("parses blocks of path and headers", () => {
    expect(rules.map((rule) => rule.pattern)).toEqual(["/*", "/assets/*", "/en/about"]);
    expect(rules[2]!.headers).toEqual([["Content-Security-Policy", "default-src 'self'; img-src https://x"]]);
  });
  it("applies every matching rule, exact and wildcard", () => {
    expect([...headersFor("/en/about", rules)]).toEqual([
      ["X-A", "1"],
      ["Content-Security-Policy", "default-src 'self'; img-src https://x"],
    ]);
    expect([...headersFor("/assets/a.js", rules)]).toEqual([
      ["X-A", "1"],
      ["Cache-Control", "immutable"],
    ]);
    expect([...headersFor("/en/about/x", rules)]).toEqual([["X-A", "1"]]);
  });
});
