import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { builtPages } from "./built-pages";
import { checkSite } from "./seo-check";

const site = "https://www.nettilasku.example";
const ld = JSON.stringify({ "@context": "https://schema.org", "@graph": [{ "@type": "WebSite", name: "N", url: `${site}/` }] });

function page(
  lang: string,
  path: string,
  options: {
    title?: string;
    description?: string;
    h1s?: number;
    canonical?: string;
    alternates?: [string, string][];
    jsonLd?: string;
    body?: string;
  } = {},
) {
  const alternates = options.alternates ?? [];
  return `<!DOCTYPE html><html lang="${lang}"><head>
<title>${options.title ?? `Title ${path}`}</title>
${options.description === "" ? "" : `<meta name="description" content="${options.description ?? `Description ${path}`}">`}
<link rel="canonical" href="${options.canonical ?? site + (path === "/" ? "/" : path)}">
${alternates.map(([hreflang, href]) => `<link rel="alternate" hreflang="${hreflang}" href="${site}${href}">`).join("\n")}
<script type="application/ld+json">${options.jsonLd ?? ld}</script>
</head><body>${"<h1>Heading</h1>".repeat(options.h1s ?? 1)}${options.body ?? ""}</body></html>`;
}

function fixture(files: Record<string, string>, sitemapPaths: [string, [string, string][]][]) {
  const dir = mkdtempSync(join(tmpdir(), "seo-check-"));
  for (const [file, html] of Object.entries(files)) {
    mkdirSync(join(dir, file, ".."), { recursive: true });
    writeFileSync(join(dir, file), html);
  }
  const urls = sitemapPaths.map(
    ([path, alternates]) =>
      `<url><loc>${site}${path}</loc>${alternates.map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${site}${href}"/>`).join("")}</url>`,
  );
  writeFileSync(
    join(dir, "sitemap.xml"),
    `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join("")}</urlset>`,
  );
  return checkSite(dir, builtPages(dir));
}

const pair: [string, string][] = [
  ["fi", "/tietoa"],
  ["en", "/en/about"],
  ["x-default", "/tietoa"],
];

describe("SEO check", () => {
  it("passes a correct pair of pages", () => {
    const problems = fixture(
      {
        "tietoa.html": page("fi", "/tietoa", { alternates: pair }),
        "en/about.html": page("en", "/en/about", { alternates: pair }),
      },
      [
        ["/tietoa", pair],
        ["/en/about", pair],
      ],
    );
    expect(problems).toEqual([]);
  });

  it("follows a sitemap index to its parts, and names a part that was not written", () => {
    const dir = mkdtempSync(join(tmpdir(), "seo-check-"));
    mkdirSync(join(dir, "en"));
    writeFileSync(join(dir, "tietoa.html"), page("fi", "/tietoa", { alternates: pair }));
    writeFileSync(join(dir, "en/about.html"), page("en", "/en/about", { alternates: pair }));
    const urlset = (path: string) =>
      `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"><url><loc>${site}${path}</loc>${pair.map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${site}${href}"/>`).join("")}</url></urlset>`;
    writeFileSync(
      join(dir, "sitemap.xml"),
      `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${site}/sitemap-1.xml</loc></sitemap><sitemap><loc>${site}/sitemap-2.xml</loc></sitemap></sitemapindex>`,
    );
    writeFileSync(join(dir, "sitemap-1.xml"), urlset("/tietoa"));
    writeFileSync(join(dir, "sitemap-2.xml"), urlset("/en/about"));
    expect(checkSite(dir, builtPages(dir))).toEqual([]);
    rmSync(join(dir, "sitemap-2.xml"));
    expect(checkSite(dir, builtPages(dir))).toEqual([
      "sitemap.xml: names sitemap-2.xml, which was not written",
      "/en/about: is not in sitemap.xml",
    ]);
  });

  it("names the page and the problem for each kind of breakage", () => {
    const problems = fixture(
      {
        "tietoa.html": page("fi", "/tietoa", { alternates: pair, h1s: 2, description: "" }),
        "en/about.html": page("en", "/en/about", {
          alternates: [["en", "/en/about"]],
          canonical: `${site}/en`,
          title: "Title /tietoa",
        }),
        "sv/om.html": page("", "/sv/om", { alternates: [["sv", "/sv/om"]], jsonLd: "{ not json" }),
        "404.html": page("fi", "/404", {}).replace('<link rel="canonical"', '<link rel="x"'),
      },
      [
        ["/tietoa", pair],
        ["/en/gone", []],
      ],
    );
    const expected = [
      "/tietoa: has 2 <h1> elements instead of one",
      "/tietoa: has no meta description",
      '/en/about: canonical "https://www.nettilasku.example/en" does not point to the page itself',
      "/tietoa: hreflang set is not reciprocal with /en/about",
      '/sv/om: <html lang> is "", not one of fi, en, sv, es',
      "/sv/om: JSON-LD does not parse",
      "/404.html: 404 page is not noindex",
      "sitemap.xml: lists https://www.nettilasku.example/en/gone, which is not a built page",
      "/sv/om: is not in sitemap.xml",
    ];
    for (const message of expected)
      expect(
        problems.some((problem) => problem.startsWith(message)),
        message,
      ).toBe(true);
    // Whichever of the two is read first, the other is named as the repeat.
    expect(problems.some((problem) => /^\/(en\/about|tietoa): repeats the title of \/(tietoa|en\/about)$/.test(problem))).toBe(true);
  });

  it("reports internal links to pages or #fragments that are not built, and accepts good ones", () => {
    const body =
      '<h2 id="y">Y</h2><a href="/en/about">ok</a><a href="/tietoa?x=1#y">ok</a><a href="#y">ok</a><a href="https://other.example/x#z">external</a>' +
      '<a href="/en/missing">bad</a><a href="https://www.nettilasku.example/gone">bad</a><a href="#top">bad</a><a href="/en/about#faq">bad</a>';
    const problems = fixture(
      {
        "tietoa.html": page("fi", "/tietoa", { alternates: pair, body }),
        "en/about.html": page("en", "/en/about", { alternates: pair }),
      },
      [
        ["/tietoa", pair],
        ["/en/about", pair],
      ],
    );
    expect(problems).toEqual([
      "/tietoa: links to /en/missing, which is not in the build",
      "/tietoa: links to https://www.nettilasku.example/gone, which is not in the build",
      "/tietoa: links to #top, but the page has no element with that id",
      '/tietoa: links to /en/about#faq, but /en/about has no element with id "faq"',
    ]);
  });

  it("reports JSON-LD without its required fields and sitemap alternates that disagree", () => {
    const posting = JSON.stringify({ "@type": "BlogPosting", headline: "x" });
    const problems = fixture({ "blog.html": page("fi", "/blog", { alternates: [["fi", "/blog"]], jsonLd: posting }) }, [
      [
        "/blog",
        [
          ["fi", "/blog"],
          ["en", "/en/blog"],
        ],
      ],
    ]);
    expect(problems).toContain(
      '/blog: JSON-LD BlogPosting lacks recommended "image" (https://developers.google.com/search/docs/appearance/structured-data/article)',
    );
    expect(problems).toContain("/blog: sitemap alternates disagree with the page's hreflang");
  });
});
