/**
 * Everything that adapts React Router's prerendered output to the site's own layout
 * (docs/deploy.md, "The file layout"), in one place. With `ssr: true` and every path prerendered
 * (react-router.config.ts), React Router writes:
 *
 * - each path's page as `{path}/index.html` (the root's as `index.html`) and its route data as
 *   `{path}.data` (the root's as `_.data`), with non-ASCII segments percent-encoded as in a URL
 *   (`ota-yhteytt%C3%A4/index.html`): `reactRouterFiles`, which its test pins;
 * - its browser build into `assets/`: its entry (`entry.client-*.js`), route chunks and the
 *   framework, which Vite lists in `.vite/manifest.json`, and the route manifest
 *   (`manifest-{hash}.js`), beside the files the pages do load;
 * - no 404 page, and no SPA fallback (`__spa-fallback.html`, written only with `ssr: false`).
 *
 * The steps below make of it UTF-8 names, no route data, no browser build but what the pages
 * load, each language's 404 page at `{prefix}/404.html` and every other page at `{path}.html`.
 * Each step first checks that React Router wrote what it expects and throws, naming what it did
 * not find, when it wrote something else: a React Router that changes its output stops the build
 * here, instead of shipping pages where the serving rules do not look for them.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { languages } from "../../../app/i18n/languages";
import { notFoundSourcePath, notFoundSourcePaths } from "../../../app/routing/prerender.server";
import { languagePrefix } from "../../../app/routing/route-table";
import { walk } from "../files";
import type { Step } from "../step";

/** The version of React Router (`@react-router/dev`, which prerenders) whose output this module was checked against. */
export const checkedReactRouter = "8.4.0";

/** The files React Router's prerender writes for a path, relative to the build folder, named as it names them (percent-encoded). */
export function reactRouterFiles(path: string): { page: string; data: string } {
  const encoded = new URL(path, "http://localhost").pathname.slice(1);
  return encoded ? { page: `${encoded}/index.html`, data: `${encoded}.data` } : { page: "index.html", data: "_.data" };
}

/** The SPA fallback React Router writes without `ssr`. */
const spaFallback = "__spa-fallback.html";

/** Throws, naming the first few files missing from `dir`, unless every one is there. */
function expectFiles(dir: string, files: string[], what: string): void {
  const missing = files.filter((file) => !existsSync(join(dir, file)));
  if (missing.length === 0) return;
  const named = missing.slice(0, 5).join(", ") + (missing.length > 5 ? ` and ${missing.length - 5} more` : "");
  throw new Error(
    `React Router wrote no ${what} ${named}: has its output changed? (scripts/build/steps/react-router-output.ts says what it expects)`,
  );
}

/** Servers look names up after decoding the request path: `ota-yhteytt%C3%A4/` becomes `ota-yhteyttä/`, deepest first. */
export const decodeFileNames = {
  name: "decode file names",
  run({ dir, prerendered }) {
    expectFiles(
      dir,
      prerendered.flatMap((path) => Object.values(reactRouterFiles(path))),
      "page or route data at",
    );
    for (const path of walk(dir).reverse()) {
      const name = path.split("/").pop()!;
      if (!name.includes("%")) continue;
      renameSync(path, join(path, "..", decodeURIComponent(name)));
    }
  },
} satisfies Step;

/**
 * Deletes the route data React Router prerenders beside every page, which only client-side
 * navigation and hydration read: no page navigates on the client or hydrates (docs/decisions.md,
 * "Scripts").
 */
export const removeRouteData = {
  name: "remove route data",
  run({ dir, prerendered }) {
    expectFiles(
      dir,
      prerendered.map((path) => decodeURIComponent(reactRouterFiles(path).data)),
      "route data at",
    );
    for (const path of walk(dir).filter((path) => path.endsWith(".data"))) rmSync(path);
  },
} satisfies Step;

/** Where Vite records what each build wrote (vite.config.ts sets `build.manifest`): read here, then removed. */
const viteManifest = join(".vite", "manifest.json");

/**
 * Deletes the browser build React Router writes into /assets/: no page hydrates or navigates on
 * the client (docs/decisions.md, "Scripts"), so nothing loads it. The build is read from Vite's
 * own record of it, not guessed from file names: every script chunk of Vite's manifest, and
 * React Router's route manifest (`manifest-{hash}.js`, which it writes beside them). What Vite
 * made besides scripts (the stylesheet, the font) and the page scripts the site builds itself
 * (scripts/build/browser-scripts-plugin.ts, not in the manifest) stay.
 */
export const removeUnusedBrowserBuild = {
  name: "remove the unused browser build",
  run({ dir }) {
    if (!existsSync(join(dir, viteManifest)))
      throw new Error(`Vite wrote no ${viteManifest}: has build.manifest left vite.config.ts, or has the build's output changed?`);
    const chunks = Object.values(JSON.parse(readFileSync(join(dir, viteManifest), "utf8")) as Record<string, { file: string }>)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith(".js"));
    if (!chunks.some((file) => file.startsWith("assets/entry.client")))
      throw new Error("no entry.client among Vite's chunks: has React Router stopped writing its browser build? Then this step can go");
    const routeManifests = readdirSync(join(dir, "assets"))
      .filter((name) => /^manifest-[\w-]+\.js$/.test(name))
      .map((name) => `assets/${name}`);
    if (routeManifests.length !== 1) throw new Error(`React Router wrote ${routeManifests.length} route manifests (assets/manifest-*.js), not one`);
    for (const file of [...chunks, ...routeManifests]) rmSync(join(dir, file));
    rmSync(join(dir, ".vite"), { recursive: true });
  },
} satisfies Step;

/**
 * Moves each language's prerendered 404 page (app/routing/prerender.server.ts) to
 * `{prefix}/404.html`, where every engine finds it for an unknown path (docs/deploy.md).
 */
export const placeNotFoundPages = {
  name: "place the 404 pages",
  run({ dir }) {
    // A fallback page would be served for unknown paths where the 404 pages should be.
    if (existsSync(join(dir, spaFallback)))
      throw new Error(`React Router wrote ${spaFallback}, which it writes only without ssr: has its output changed?`);
    for (const lang of languages) {
      const source = join(dir, decodeURIComponent(reactRouterFiles(notFoundSourcePath(lang)).page));
      if (!existsSync(source)) throw new Error(`the prerendered 404 source ${source} is missing`);
      renameSync(source, join(dir, languagePrefix(lang), "404.html"));
      rmSync(join(source, ".."), { recursive: true });
    }
  },
} satisfies Step;

/**
 * Moves every page but the root from `{path}/index.html` to `{path}.html`, deepest first: the one
 * layout every engine serves at `{path}` without a redirect (docs/deploy.md).
 */
export const flattenPages = {
  name: "flatten pages",
  run({ dir, prerendered }) {
    expectFiles(
      dir,
      prerendered.filter((path) => !notFoundSourcePaths.includes(path)).map((path) => decodeURIComponent(reactRouterFiles(path).page)),
      "page at",
    );
    for (const path of walk(dir).reverse()) {
      if (!path.endsWith("/index.html") || path === join(dir, "index.html")) continue;
      const folder = join(path, "..");
      renameSync(path, `${folder}.html`);
      if (readdirSync(folder).length === 0) rmSync(folder, { recursive: true });
    }
  },
} satisfies Step;

/** React Router's output made the site's layout, in this order: each step expects what the one before left. */
export const reactRouterOutputSteps: Step[] = [decodeFileNames, removeRouteData, removeUnusedBrowserBuild, placeNotFoundPages, flattenPages];
