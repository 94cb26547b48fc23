import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { languages } from "../../../app/i18n/languages";
import { notFoundSourcePaths } from "../../../app/routing/prerender.server";
import { languagePrefix } from "../../../app/routing/route-table";
import { filesUnder } from "../files";
import type { BuildContext } from "../step";
import {
  checkedReactRouter,
  decodeFileNames,
  flattenPages,
  placeNotFoundPages,
  reactRouterFiles,
  reactRouterOutputSteps,
  removeRouteData,
  removeUnusedBrowserBuild,
} from "./react-router-output";

/** Some pages, and the 404 page's source in every language. */
const prerendered = ["/", "/en", "/en/about", "/ota-yhteyttä", ...notFoundSourcePaths];
const notFoundFolders = languages.map((lang) => languagePrefix(lang).slice(1));

/** What React Router 8.4's prerender writes for those paths, as its build log names the files, and its browser build. */
const reactRouterOutput = [
  "index.html",
  "_.data",
  "en/index.html",
  "en.data",
  "en/about/index.html",
  "en/about.data",
  "ota-yhteytt%C3%A4/index.html",
  "ota-yhteytt%C3%A4.data",
  ...notFoundSourcePaths.flatMap((path) => [`${path.slice(1)}/index.html`, `${path.slice(1)}.data`]),
  "assets/entry.client-1.js",
  "assets/framework-1.js",
  "assets/root-1.js",
  "assets/manifest-1a2b.js",
  "assets/app-1.css",
  "assets/enhance-1.js",
  "assets/inter-1.woff2",
  "favicon.svg",
  ".vite/manifest.json",
];

/** Vite's record of that browser build (`.vite/manifest.json`, trimmed): its chunks, and the stylesheet and font the root brings. */
const viteManifest = {
  "node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx": { file: "assets/entry.client-1.js", isEntry: true, imports: ["_framework"] },
  _framework: { file: "assets/framework-1.js" },
  "app/root.tsx?__react-router-build-client-route": { file: "assets/root-1.js", assets: ["assets/inter-1.woff2", "assets/app-1.css"] },
  "app/app.css": { file: "assets/app-1.css" },
};

/** A build folder holding `files`; pages link the stylesheet and the enhancements, the stylesheet its font. */
function buildFolder(files: string[]): BuildContext {
  const dir = mkdtempSync(join(tmpdir(), "react-router-output-"));
  for (const file of files) {
    mkdirSync(join(dir, file, ".."), { recursive: true });
    const page = '<link rel="stylesheet" href="/assets/app-1.css"><script type="module" src="/assets/enhance-1.js"></script>';
    const css = "@font-face{src:url(/assets/inter-1.woff2)}";
    const content = file.endsWith(".html") ? page : file.endsWith(".css") ? css : file === ".vite/manifest.json" ? JSON.stringify(viteManifest) : "";
    writeFileSync(join(dir, file), content);
  }
  return { dir, nginxConfFile: join(dir, "..", "site.conf"), prerendered };
}

const filesIn = (dir: string) => filesUnder(dir).map((file) => relative(dir, file)).sort();

describe("React Router's output", () => {
  it("was checked against the React Router installed", () => {
    // After an upgrade: build, compare what it writes with reactRouterFiles and the module's
    // description, adapt the steps where it differs, then raise checkedReactRouter.
    const installed = JSON.parse(readFileSync(new URL("../../../node_modules/@react-router/dev/package.json", import.meta.url), "utf8")) as {
      version: string;
    };
    expect(installed.version).toBe(checkedReactRouter);
  });

  it.each([
    ["/", "index.html", "_.data"],
    ["/en", "en/index.html", "en.data"],
    ["/en/about", "en/about/index.html", "en/about.data"],
    ["/ota-yhteyttä", "ota-yhteytt%C3%A4/index.html", "ota-yhteytt%C3%A4.data"],
  ])("writes %s as %s with its route data in %s", (path, page, data) => {
    expect(reactRouterFiles(path)).toEqual({ page, data });
  });

  it("becomes the site's layout: UTF-8 names, {path}.html, 404 pages, no route data, only the assets pages load", async () => {
    const context = buildFolder(reactRouterOutput);
    for (const step of reactRouterOutputSteps) await step.run(context);
    expect(filesIn(context.dir)).toEqual(
      [
        ...notFoundFolders.map((folder) => join(folder, "404.html")),
        "assets/app-1.css",
        "assets/enhance-1.js",
        "assets/inter-1.woff2",
        "en.html",
        "en/about.html",
        "favicon.svg",
        "index.html",
        "ota-yhteyttä.html",
      ].sort(),
    );
  });
});

describe("each adaptation stops the build when React Router's output is not what it expects", () => {
  const without = (...missing: string[]) => buildFolder(reactRouterOutput.filter((file) => !missing.includes(file)));

  it("a page or its route data missing under React Router's name", () => {
    expect(() => decodeFileNames.run(without("ota-yhteytt%C3%A4/index.html"))).toThrow(
      /React Router wrote no page or route data at ota-yhteytt%C3%A4\/index\.html: has its output changed/,
    );
    expect(() => decodeFileNames.run(without("_.data"))).toThrow(/React Router wrote no page or route data at _\.data/);
  });

  it("route data missing", () => {
    expect(() => removeRouteData.run(without("en/about.data"))).toThrow(/React Router wrote no route data at en\/about\.data/);
  });

  it("no browser build to remove, or no record of it", () => {
    const context = buildFolder(reactRouterOutput);
    const { "node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx": _entry, ...withoutEntry } = viteManifest;
    writeFileSync(join(context.dir, ".vite/manifest.json"), JSON.stringify(withoutEntry));
    expect(() => removeUnusedBrowserBuild.run(context)).toThrow(/has React Router stopped writing its browser build/);
    expect(() => removeUnusedBrowserBuild.run(without("assets/manifest-1a2b.js"))).toThrow(/React Router wrote 0 route manifests/);
    expect(() => removeUnusedBrowserBuild.run(without(".vite/manifest.json"))).toThrow(/Vite wrote no \.vite\/manifest\.json/);
  });

  it("a 404 source missing, or an SPA fallback written", () => {
    expect(() => placeNotFoundPages.run(without("sv/__not-found/index.html"))).toThrow(
      /prerendered 404 source .*sv\/__not-found\/index\.html is missing/,
    );
    expect(() => placeNotFoundPages.run(buildFolder([...reactRouterOutput, "__spa-fallback.html"]))).toThrow(
      /React Router wrote __spa-fallback\.html/,
    );
  });

  it("a page missing when the pages are flattened", () => {
    expect(() => flattenPages.run(without("en/about/index.html"))).toThrow(/React Router wrote no page at en\/about\/index\.html/);
  });
});
