import { describe, expect, it } from "vitest";
import { blogFallback, canonicalRedirect } from "./rules";

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
