/**
 * Finishes the prerendered build in build/client so it deploys as-is to our server or any
 * static host. The steps run in the order of `steps` below, each after the ones whose output
 * it reads; each checks its input and stops the build with the step's name when the input is
 * not what it expects (a step that silently did nothing would ship a broken site).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { loadArticles } from "../../app/content/blog/load.server";
import { messages } from "../../app/content/messages.server";
import { languages } from "../../app/i18n/languages";
import { buildFeed } from "../../app/seo/feed";
import { buildRobots, buildSitemaps } from "../../app/seo/sitemap";
import { notFoundSourcePaths, prerenderPaths } from "../../app/routing/prerender.server";
import { articlePath, feedPath, isListed, languagePrefix, staticPagePaths } from "../../app/routing/route-table";
import { siteUrl } from "../../app/config/site";
import { type BuiltPage, builtPages, htmlFiles, pageFiles } from "./built-pages";
import { cached, pruneCache } from "./build-cache";
import { checkHtml } from "./html-check";
import { drawShareImages, renderLogo } from "./og-image";
import { checkSite } from "./seo-check";
import { contentSecurityPolicy, inlineScriptHashes, withPolicyMeta } from "./csp";
import { fileOfPage, headersFile, nginxConf, redirectsFile, siteRules } from "./site-rules";
import { imageOrigins } from "../../app/seo/blog-links";
import { logo } from "../../app/seo/json-ld";
import { adminFiles } from "../../cms/admin";
import { writeSearchIndex } from "./search-index";
import { checkSiteFile } from "../../app/content/site.server";

const clientDir = "build/client";
const nginxConfFile = "build/nginx/site.conf";

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? [path, ...walk(path)] : [path];
  });
}

/** Renames percent-encoded names to their decoded form, deepest first. */
function decodeFileNames(dir: string): void {
  for (const path of walk(dir).reverse()) {
    const name = path.split("/").pop()!;
    if (!name.includes("%")) continue;
    renameSync(path, join(path, "..", decodeURIComponent(name)));
  }
}

/**
 * Deletes the route data React Router prerenders beside every page (`{path}.data`, `_.data`),
 * which only client-side navigation and hydration read: no page navigates on the client or
 * hydrates (docs/decisions.md, "Scripts").
 */
function removeRouteData(dir: string): void {
  const data = walk(dir).filter((path) => path.endsWith(".data"));
  if (data.length === 0) throw new Error("no .data files: has React Router stopped writing route data? Then this step can go");
  for (const path of data) rmSync(path);
}

/**
 * Deletes the browser build React Router writes into /assets/ (its entry, route chunks, the
 * framework and the route manifest): no page hydrates or navigates on the
 * client (docs/decisions.md, "Scripts"), so nothing loads them. What the pages do load stays:
 * every file under /assets/ a page names, and what those files name in turn (the font in the
 * stylesheet).
 */
export function removeUnusedBrowserBuild(dir: string): void {
  const assets = join(dir, "assets");
  const named = (text: string) => [...text.matchAll(/\/assets\/([\w.-]+)/g)].map((match) => match[1]!);
  const kept = new Set(htmlFiles(dir).flatMap((page) => named(readFileSync(page, "utf8"))));
  for (const name of [...kept]) {
    if (/\.(css|js)$/.test(name) && existsSync(join(assets, name))) for (const other of named(readFileSync(join(assets, name), "utf8"))) kept.add(other);
  }
  const unused = readdirSync(assets).filter((name) => !kept.has(name));
  if (!unused.some((name) => name.startsWith("entry.client")))
    throw new Error("no unused entry.client in /assets/: has React Router stopped writing its browser build? Then this step can go");
  for (const name of unused) rmSync(join(assets, name));
}

/** Moves each language's prerendered 404 page to `{prefix}/404.html`. */
export function placeNotFoundPages(dir: string): void {
  languages.forEach((lang, index) => {
    const source = join(dir, notFoundSourcePaths[index]!);
    if (!existsSync(join(source, "index.html"))) throw new Error(`the prerendered 404 source ${source}/index.html is missing`);
    renameSync(join(source, "index.html"), join(dir, languagePrefix(lang), "404.html"));
    rmSync(source, { recursive: true });
  });
  // Every page is prerendered, so the SPA fallback is never served.
  rmSync(join(dir, "__spa-fallback.html"), { force: true });
}

/** Moves every page but the root from `{path}/index.html` to `{path}.html`, deepest first. */
function flattenPages(dir: string): void {
  for (const path of walk(dir).reverse()) {
    if (!path.endsWith("/index.html") || path === join(dir, "index.html")) continue;
    const folder = join(path, "..");
    renameSync(path, `${folder}.html`);
    if (readdirSync(folder).length === 0) rmSync(folder, { recursive: true });
  }
}

/** Writes each language's RSS feed, the sitemap of every indexable page, and robots.txt. */
function writeFeedsAndSitemap(dir: string): void {
  const articles = loadArticles();
  for (const lang of languages) {
    const t = messages[lang];
    const feed = buildFeed(
      lang,
      { title: t.blog.feed, description: t.blog.meta.description, categoryNames: t.blog.categories },
      articles[lang],
    );
    // A language without articles yet has a feed too (empty), and no blog folder for it to go in.
    mkdirSync(join(dir, feedPath(lang), ".."), { recursive: true });
    writeFileSync(join(dir, feedPath(lang)), feed);
  }
  const indexable = prerenderPaths().filter((path) => !notFoundSourcePaths.includes(path) && !unlistedPaths.has(path));
  for (const [name, xml] of buildSitemaps(indexable)) writeFileSync(join(dir, name), xml);
  writeFileSync(join(dir, "robots.txt"), buildRobots());
}

/** A draft article is never built: `npm run build` does not set BLOG_DRAFTS, and this stops a build that did. */
export function checkNoDrafts(dir: string, withDrafts = loadArticles(undefined, true)): void {
  const built = languages.flatMap((lang) =>
    withDrafts[lang].filter((article) => article.draft).map((article) => articlePath(lang, article.category, article.slug)),
  );
  const found = built.filter((path) => existsSync(join(dir, `${path}.html`)) || existsSync(join(dir, path, "index.html")));
  if (found.length > 0) throw new Error(`drafts built (unset BLOG_DRAFTS for a build): ${found.join(", ")}`);
}

/** Pages of the route table that search engines do not index (the search page). */
const unlistedPaths = new Set(
  staticPagePaths()
    .filter(({ page }) => !isListed(page))
    .map(({ path }) => path),
);

/** Draws each page's share image at the path its og:image names (404 pages are not shared), and the logo structured data names. */
export async function writeShareImages(dir: string, pages: BuiltPage[]): Promise<void> {
  writeFileSync(join(dir, logo.path), renderLogo(logo.size));
  const host = new URL(siteUrl).host;
  const shared = pages.filter((page) => !page.notFound);
  const files = shared.map((page) => {
    const image = page.parsed.ogImage;
    if (!image?.startsWith(siteUrl)) throw new Error(`${page.file} has no og:image on ${siteUrl}: ${image}`);
    return join(dir, decodeURIComponent(image.slice(siteUrl.length)));
  });
  const images = await drawShareImages(
    shared.map((page) => page.parsed.h1),
    host,
  );
  files.forEach((file, index) => {
    mkdirSync(join(file, ".."), { recursive: true });
    writeFileSync(file, images[index]!);
  });
}

// Pagefind's own index files (.pf_*) come compressed already.
const compressible = /\.(html|js|css|data|xml|txt|svg|json|webmanifest|yml)$/;

/** Gives every page its policy, from the scripts it has now. */
function writePolicies(pages: BuiltPage[]): void {
  const images = imageOrigins(Object.values(loadArticles()).flat());
  for (const page of pages) {
    // Only the search page runs Pagefind's WebAssembly.
    const policy = contentSecurityPolicy(inlineScriptHashes(page.parsed.inlineScripts), images, {
      webAssembly: unlistedPaths.has(page.path),
    });
    writeFileSync(page.file, withPolicyMeta(readFileSync(page.file, "utf8"), policy));
  }
}

/** Writes the content editor at /admin (cms/admin.ts), whose previews use the site's stylesheet. */
async function writeEditor(dir: string): Promise<void> {
  const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(readFileSync(join(dir, "index.html"), "utf8"))?.[1];
  if (!stylesheet) throw new Error("index.html links no stylesheet under /assets/ for the editor's previews");
  for (const [file, content] of await adminFiles(stylesheet)) {
    mkdirSync(join(dir, file, ".."), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
}

/** Writes `_redirects`, `_headers` and the nginx include, all from the same rules. */
function writeServingRules(dir: string, pages: BuiltPage[]): void {
  const pagePaths = pages.filter((page) => !page.notFound).map((page) => page.path);
  for (const path of pagePaths)
    if (!existsSync(join(dir, fileOfPage(path)))) throw new Error(`postbuild: page ${path} is not at ${fileOfPage(path)}`);
  const files = walk(dir)
    .filter((path) => !statSync(path).isDirectory() && !/\.(br|gz)$/.test(path))
    .map((path) => path.slice(dir.length + 1));
  const rules = siteRules(pagePaths, files);
  writeFileSync(join(dir, "_redirects"), redirectsFile(rules));
  writeFileSync(join(dir, "_headers"), headersFile(rules));
  mkdirSync(join(nginxConfFile, ".."), { recursive: true });
  writeFileSync(nginxConfFile, nginxConf(rules));
}

/**
 * Writes .br and .gz beside every text file, so the server never compresses on the fly. Brotli's
 * best quality (11) is for the few files every page loads (stylesheet, scripts); pages, whose
 * number grows with the blog, get quality 10: a third of the time for 2 % more bytes (62 ms and
 * 11.3 KB a page against 19 ms and 11.5 KB, measured on this site). The editor's 5 MB bundle,
 * loaded only at /admin, gets a quick one. The files compress side by side on libuv's thread
 * pool: on two cores the step takes half the time it took one file after another.
 */
async function precompress(dir: string): Promise<void> {
  const files = walk(dir).filter((path) => compressible.test(path) && !statSync(path).isDirectory());
  await Promise.all(
    files.map(async (path) => {
      const raw = readFileSync(path);
      const quality = raw.length > 1_000_000 ? 5 : path.endsWith(".html") ? 10 : 11;
      // A file compressed by an earlier build, byte for byte the same, comes from the build cache.
      const [br, gz] = await Promise.all([
        cached(`brotli-${quality}`, [raw], () => brotliCompressAsync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } })),
        cached("gzip-9", [raw], () => gzipAsync(raw, { level: 9 })),
      ]);
      writeFileSync(`${path}.br`, br);
      writeFileSync(`${path}.gz`, gz);
    }),
  );
}

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One step of the postbuild, named in its failure. */
interface Step {
  name: string;
  run: () => void | Promise<void>;
}

/** The steps, in order. Pages are parsed once the files are in their final places. */
function postbuildSteps(dir: string): Step[] {
  let pages: BuiltPage[] = [];
  let htmlCheck: Promise<string[]> = Promise.resolve([]);
  return [
    // The site configuration the pages were built with: its values reach every page.
    { name: "check the site configuration", run: () => void checkSiteFile() },
    // Servers look names up after decoding: `ota-yhteytt%C3%A4/` becomes `ota-yhteyttä/`.
    { name: "decode file names", run: () => decodeFileNames(dir) },
    { name: "remove route data", run: () => removeRouteData(dir) },
    { name: "remove the unused browser build", run: () => removeUnusedBrowserBuild(dir) },
    { name: "place the 404 pages", run: () => placeNotFoundPages(dir) },
    // `{path}.html` is the one layout every engine serves at `{path}` without a redirect (docs/deploy.md).
    { name: "flatten pages", run: () => flattenPages(dir) },
    { name: "keep drafts out", run: () => checkNoDrafts(dir) },
    { name: "write feeds, sitemap and robots.txt", run: () => writeFeedsAndSitemap(dir) },
    {
      name: "check every page's SEO",
      run: () => {
        // html-validate reads the pages in a process of its own meanwhile, until "validate the HTML".
        htmlCheck = checkHtml(pageFiles(dir));
        htmlCheck.catch(() => {}); // Reported by its own step.
        pages = builtPages(dir);
        const problems = checkSite(dir, pages);
        if (problems.length > 0) throw new Error(problems.join("\n  "));
      },
    },
    { name: "draw share images", run: () => writeShareImages(dir, pages) },
    // Every page a search engine may index, and nothing else: not the search page, not a 404 page.
    {
      name: "index the site search",
      run: () =>
        writeSearchIndex(
          dir,
          pages.filter((page) => !page.notFound && !unlistedPaths.has(page.path)),
        ),
    },
    // Before the next step writes into the pages: the time shown is what the build still waited for.
    {
      name: "validate the HTML",
      run: async () => {
        const problems = await htmlCheck;
        if (problems.length > 0) throw new Error(problems.join("\n  "));
      },
    },
    // After every step that could change a page's inline scripts: the policy hashes them.
    { name: "write content security policies", run: () => writePolicies(pages) },
    // Not a page: no SEO check, share image or site policy; the serving rules cover it.
    { name: "write the content editor", run: () => writeEditor(dir) },
    { name: "write serving rules", run: () => writeServingRules(dir, pages) },
    // Last: it compresses what every other step wrote.
    { name: "precompress", run: () => precompress(dir) },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(join(clientDir, "index.html"))) throw new Error(`${clientDir}/index.html does not exist: run react-router build first`);
  const steps = postbuildSteps(clientDir);
  const seconds: number[] = [];
  for (const [index, step] of steps.entries()) {
    try {
      const start = performance.now();
      await step.run();
      seconds.push((performance.now() - start) / 1000);
    } catch (error) {
      console.error(
        `postbuild step ${index + 1}/${steps.length} "${step.name}" failed:\n  ${error instanceof Error ? error.message : String(error)}`,
      );
      process.exit(1);
    }
  }
  pruneCache();
  // Seconds per step, so a slow step shows in every build's log (the build benchmark reads them too).
  console.log(
    `postbuild, seconds per step:\n${steps.map((step, index) => `${seconds[index]!.toFixed(2).padStart(7)}  ${step.name}`).join("\n")}`,
  );
}
