/**
 * What a deploy must answer, checked over HTTP on every serving engine (the Playwright
 * project names the engine: node, cloudflare or nginx). Every expectation is the same on
 * all of them; the two places where an engine differs by design say so.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { encodePath } from "../../app/routing/localize";
import { unlistedPaths } from "../../app/routing/prerender.server";
import { allPages } from "./helpers";

const pages = allPages();

/**
 * GET without following redirects; `location` is resolved to a path with its query. The
 * URL is made absolute here: Playwright would read a path such as `//evil.example/` as
 * another host.
 */
async function get(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(`${test.info().project.use.baseURL}${path}`, { maxRedirects: 0, headers });
  const location = response.headers().location;
  const target = location === undefined ? undefined : new URL(location, "http://site.test");
  return { response, status: response.status(), rawLocation: location, location: target && target.pathname + target.search };
}

test("the sitemap lists every page but the unlisted ones", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const unlisted = unlistedPaths();
  expect(unlisted.size).toBeGreaterThan(0);
  expect(urls.sort()).toEqual(
    pages
      .filter((page) => !unlisted.has(page.path))
      .map((page) => encodePath(page.path))
      .sort(),
  );
});

/** Every page's canonical address, as its links write it. */
const canonicalPaths = new Set(pages.map((page) => encodePath(page.path)));

/**
 * One test per page and engine: the page, the twins that must move to it,
 * and every internal link on it. A link to another page needs only to be a canonical
 * address, since that page's own test fetches it; any other link (assets, feeds, images)
 * is fetched here.
 */
test.describe("every page answers 200 in its language, its twins answer 301 to it, and its links lead somewhere", () => {
  for (const page of pages) {
    test(page.path, async ({ request }) => {
      const path = encodePath(page.path);
      const { status, response } = await get(request, path);
      expect(status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${page.lang}"`);

      const twins = page.path === "/" ? [] : [`${path}/`, `${path}.html`];
      if (page.lang === "fi") twins.push(page.path === "/" ? "/fi" : `/fi${path}`, page.path === "/" ? "/fi/" : `/fi${path}/`);
      for (const twin of twins) {
        const { status, location } = await get(request, twin);
        expect([twin, status, location]).toEqual([twin, 301, path]);
      }

      const links = new Set<string>();
      for (const [, href] of html.matchAll(/<a[^>]+href="(\/[^"#]*)/g)) if (!href!.startsWith("//")) links.add(href!.split("?")[0]!);
      for (const [, href] of html.matchAll(/<link[^>]+href="(\/[^"]+)"/g)) links.add(href!);
      for (const link of links) {
        if (canonicalPaths.has(link)) continue;
        expect((await get(request, link)).status, link).toBe(200);
      }
    });
  }
});

test("the home page links its blog and price list and the other languages' homes, so the link checks reach them", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const links = new Set([...html.matchAll(/<a[^>]+href="(\/[^"#?]*)/g)].map((match) => match[1]));
  for (const path of ["/", "/blog", "/hinnoittelu", "/en", "/sv", "/es"]) expect(links, path).toContain(path);
});

test.describe("other twins answer 301, keeping the query", () => {
  for (const [from, to] of [
    ["/index.php", "/"],
    ["/index.html", "/"],
    ["/sv/kontakt/?utm_source=x&gclid=y", "/sv/kontakt?utm_source=x&gclid=y"],
    ["/fi/ota-yhteytt%C3%A4/", "/ota-yhteytt%C3%A4"],
  ]) {
    test(`${from} → ${to}`, async ({ request }) => {
      const { status, location } = await get(request, from!);
      expect([status, location]).toEqual([301, to]);
    });
  }
});

test("the contact page answers under its UTF-8 name", async ({ request }) => {
  expect((await get(request, "/ota-yhteytt%C3%A4")).status).toBe(200);
});

test("no redirect ever leaves the site", async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  for (const path of [
    "//evil.example/",
    "//evil.example",
    "/%5Cevil.example/",
    "/%5C%5Cevil.example/",
    "/%2F%2Fevil.example/",
    "/fi//evil.example/",
    "/fi/%5Cevil.example/",
    "/blog//evil.example/",
    "/en/blog/%2F%2Fevil.example",
    "/en//evil.example/",
  ]) {
    const { status, rawLocation } = await get(request, path);
    if (rawLocation === undefined) continue;
    // Where a browser goes with that Location, relative to the address it asked for.
    expect(new URL(rawLocation, `${origin}${path}`).origin, `${path} → ${rawLocation} (${status})`).toBe(origin);
  }
});

test.describe("unknown addresses", () => {
  for (const [path, lang] of [
    ["/ei-tallaista-sivua", "fi"],
    ["/fi/ei-tallaista", "fi"],
    ["/en/nope", "en"],
    ["/en/nope/", "en"],
    ["/sv/finns-inte", "sv"],
    ["/es/no-existe", "es"],
    ["/en/no-such-product", "en"],
    ["/es/crm-pro", "es"],
    ["/uutiset", "fi"],
    ["/en/news", "en"],
    ["/sv/nyheter", "sv"],
    ["/es/noticias", "es"],
    ["/en/tietoa", "en"],
  ]) {
    test(`${path} is a 404 in ${lang}, noindex`, async ({ request }) => {
      const { status, response } = await get(request, path!);
      expect(status).toBe(404);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain('name="robots" content="noindex"');
    });
  }

  for (const [from, to] of [
    ["/blog/laskutus/no-such-article", "/blog"],
    ["/blog/no-such-category/verkkolaskutus-pienyrittajalle", "/blog"],
    ["/en/blog/erp/missing", "/en/blog"],
    ["/es/blog/laskutus", "/es/blog"],
    ["/sv/blog/x/y?utm_source=z", "/sv/blog?utm_source=z"],
  ]) {
    test(`unknown article ${from} goes to ${to}`, async ({ request }) => {
      const { status, location } = await get(request, from!);
      expect([status, location]).toEqual([302, to]);
    });
  }

  test("the host's configuration files are not served", async ({ request }, testInfo) => {
    // wrangler's local asset server answers 502 here (it looks for `_headers/index.html`);
    // Cloudflare Pages does not upload these files at all.
    test.skip(testInfo.project.name === "cloudflare", "wrangler pages dev answers 502; Pages never uploads these files");
    for (const path of ["/_headers", "/_redirects"]) expect((await get(request, path)).status, path).toBe(404);
  });
});

test("feeds, the sitemap, robots.txt and share images are served with their types", async ({ request }) => {
  for (const [path, type] of [
    ["/sitemap.xml", /xml/],
    ["/robots.txt", /text\/plain/],
    ["/blog/rss.xml", /xml/],
    ["/en/blog/rss.xml", /xml/],
    ["/og/index.png", /image\/png/],
    ["/favicon.svg", /image\/svg\+xml/],
  ] as const) {
    const { status, response } = await get(request, path);
    expect([path, status]).toEqual([path, 200]);
    expect(response.headers()["content-type"], path).toMatch(type);
  }
});

test("every response carries the security headers; pages carry a policy for exactly their inline scripts", async ({ request }) => {
  for (const path of ["/", "/en/about", "/ota-yhteytt%C3%A4", "/blog/laskutus/verkkolaskutus-pienyrittajalle", "/es/no-existe"]) {
    const { response } = await get(request, path);
    const headers = response.headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["permissions-policy"], path).toContain("camera=()");
    expect(headers["strict-transport-security"], path).toMatch(/max-age=\d{8}/);
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    const html = await response.text();
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    expect(policy, `${path} has its policy`).toBeTruthy();
    const scriptSrc = policy!.split(";").find((part) => part.trim().startsWith("script-src"))!;
    expect(scriptSrc).not.toContain("unsafe-inline");
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1]!,
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const script of inline) expect(scriptSrc).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
    expect(html.indexOf("Content-Security-Policy"), "the policy comes before every script").toBeLessThan(html.indexOf("<script"));
  }
  const redirect = await get(request, "/en/about/");
  expect(redirect.response.headers()["x-frame-options"]).toBe("DENY");
});

test("the content editor answers at /admin with its files, never indexed, and its twins move there", async ({ request }) => {
  for (const path of ["/admin", "/admin/config.yml", "/admin/decap-cms.js", "/admin/editor.js"]) {
    const { status, response } = await get(request, path);
    expect([path, status]).toEqual([path, 200]);
    expect(response.headers()["x-robots-tag"], path).toBe("noindex, nofollow");
    expect(response.headers()["x-frame-options"], path).toBe("DENY");
  }
  expect(await (await get(request, "/admin")).response.text()).toContain('rel="cms-config-url"');
  for (const twin of ["/admin/", "/admin.html"]) {
    const { status, location } = await get(request, twin);
    expect([twin, status, location]).toEqual([twin, 301, "/admin"]);
  }
});

test("hashed assets are cached for a year, pages revalidate, and both come compressed", async ({ request }, testInfo) => {
  const html = await (await request.get("/")).text();
  const script = /"(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
  const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(html)![1]!;
  for (const asset of [script, stylesheet]) {
    const response = await request.get(asset, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers()["cache-control"], asset).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["content-encoding"], asset).toBe("gzip");
  }
  // Cross-document view transitions travel in the stylesheet (app.css).
  expect(await (await request.get(stylesheet)).text()).toContain("@view-transition");
  const page = await request.get("/en", { headers: { "Accept-Encoding": "gzip" } });
  expect(page.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  expect(page.headers()["content-encoding"]).toBe("gzip");
  expect(page.headers().etag).toBeTruthy();
  // Brotli: Cloudflare compresses at the edge; nginx serves the build's .br files when
  // Debian's brotli-static module is installed (scripts/serve/nginx.ts loads it).
  const brotli = testInfo.project.name !== "nginx" || existsSync("/usr/lib/nginx/modules/ngx_http_brotli_static_module.so");
  if (brotli) {
    const compressed = await request.get("/en", { headers: { "Accept-Encoding": "br" } });
    expect(compressed.headers()["content-encoding"]).toBe("br");
  }
});
