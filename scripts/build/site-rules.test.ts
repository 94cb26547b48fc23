import { describe, expect, it } from "vitest";
import { notFoundPage, parseHeadersFile, parseRedirectsFile, ruleBeforeFiles, headersFor } from "../../server/rules";
import { languages } from "../../app/i18n/languages";
import { pagePath } from "../../app/routing/route-table";
import { fileOfPage, headersFile, nginxConf, redirectsFile, requestPathOf, siteRules } from "./site-rules";

/** Some pages, and every language's blog list, where the rules send an unknown article. */
const pagePaths = [
  "/",
  "/tietoa",
  "/ota-yhteyttä",
  "/blog/laskutus/a",
  "/en",
  "/en/about",
  "/en/blog/laskutus/a",
  ...languages.map((lang) => pagePath("blog", lang)!),
];
const files = [
  ...pagePaths.map(fileOfPage),
  "404.html",
  "en/404.html",
  "blog/rss.xml",
  "en/blog/rss.xml",
  "assets/entry-abc.js",
];
const rules = siteRules(pagePaths, files);

describe("the file layout", () => {
  it.each([
    ["/", "index.html"],
    ["/en", "en.html"],
    ["/en/about", "en/about.html"],
    ["/ota-yhteyttä", "ota-yhteyttä.html"],
  ])("%s is served from %s, and back", (path, file) => {
    expect(fileOfPage(path)).toBe(file);
    expect(requestPathOf(file)).toBe(path);
  });

  it("keeps 404 pages and other files under their own names", () => {
    expect(requestPathOf("en/404.html")).toBe("/en/404.html");
    expect(requestPathOf("blog/rss.xml")).toBe("/blog/rss.xml");
  });
});

describe("as the own server reads _redirects", () => {
  const parsed = parseRedirectsFile(redirectsFile(rules));
  /** What the server answers before files: a status and target, or "file" to look one up. */
  const answer = (path: string) => {
    const rule = ruleBeforeFiles(path, parsed);
    return rule ? `${rule.status} ${rule.to}` : "file";
  };

  it.each([
    ["/en/about/", "301 /en/about"],
    ["/en/about.html", "301 /en/about"],
    ["/en/", "301 /en"],
    ["/index.php", "301 /"],
    ["/index.html", "301 /"],
    ["/fi", "301 /"],
    ["/fi/", "301 /"],
    ["/fi/tietoa", "301 /tietoa"],
    ["/fi/tietoa/", "301 /tietoa"],
    ["/fi/ota-yhteyttä", "301 /ota-yhteytt%C3%A4"],
    ["/ota-yhteyttä/", "301 /ota-yhteytt%C3%A4"],
    ["/blog/", "301 /blog"],
    ["/blog/laskutus/a/", "301 /blog/laskutus/a"],
    ["/blog/laskutus/a", "200 /blog/laskutus/a"],
    ["/blog/rss.xml", "200 /blog/rss.xml"],
    ["/blog/laskutus/b", "302 /blog"],
    ["/blog/x", "302 /blog"],
    ["/en/blog/laskutus/a", "200 /en/blog/laskutus/a"],
    ["/en/blog/nope", "302 /en/blog"],
    ["/en/about", "file"],
    ["/tietoa", "file"],
    ["/", "file"],
    ["/en/nope/", "file"],
    ["/fi/en/about", "file"],
    ["/fi/nope", "file"],
    ["//evil.example/", "file"],
  ])("%s → %s", (path, expected) => {
    expect(answer(path)).toBe(expected);
  });

  it("never builds a Location from the request: every redirect target is a page or a blog list", () => {
    const targets = new Set(pagePaths.map((path) => encodeURI(path)));
    for (const rule of parsed.filter((rule) => rule.status === 301 || rule.status === 302)) expect(targets).toContain(rule.to);
  });

  it("lists every exact line before the first pattern, as Cloudflare reads fastest", () => {
    const lines = redirectsFile(rules).trim().split("\n");
    const firstPattern = lines.findIndex((line) => line.split(/\s+/)[0]!.endsWith("*"));
    expect(lines.slice(firstPattern).every((line) => line.split(/\s+/)[0]!.endsWith("*"))).toBe(true);
  });

  it("gives a missing path the 404 page of its language", () => {
    expect(notFoundPage("/en/nope", parsed)).toBe("/en/404.html");
    expect(notFoundPage("/nope", parsed)).toBe("/404.html");
    expect(notFoundPage("/sv/nope", parsed)).toBe("/sv/404.html");
  });
});

describe("_headers", () => {
  const parsed = parseHeadersFile(headersFile(rules));
  it("sends the security headers everywhere and caches hashed assets for a year", () => {
    expect(headersFor("/en/about", parsed).get("X-Frame-Options")).toBe("DENY");
    expect(headersFor("/en/about", parsed).get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(headersFor("/en/about", parsed).has("Cache-Control")).toBe(false);
    expect(headersFor("/assets/entry-abc.js", parsed).get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  });
});

describe("the nginx include", () => {
  const conf = nginxConf(rules);
  it("answers each twin with an exact location, keeping the query", () => {
    expect(conf).toContain('location = "/en/about/" { return 301 /en/about$is_args$args; }');
    expect(conf).toContain('location = "/fi/ota-yhteyttä" { return 301 /ota-yhteytt%C3%A4$is_args$args; }');
  });
  it("serves {path}.html, each language's 404 page, and sends unknown blog paths to the list", () => {
    expect(conf).toContain("location / { try_files $uri $uri.html =404; }");
    expect(conf).toContain('location "/en/" { error_page 404 /en/404.html; try_files $uri $uri.html =404; }');
    expect(conf).toMatch(
      /location "\/en\/blog\/" \{ try_files \$uri \$uri\.html (@\w+); \}\nlocation \1 \{ return 302 \/en\/blog\$is_args\$args; \}/,
    );
  });
  it("repeats the security headers where a location sets headers of its own", () => {
    const assets = conf.slice(conf.indexOf('location "/assets/"'));
    expect(assets).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
    expect(assets).toContain('add_header X-Frame-Options "DENY" always;');
  });
});
