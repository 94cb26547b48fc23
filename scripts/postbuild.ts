/**
 * Finishes the prerendered build in build/client so it deploys as-is to our server or
 * any static host:
 * 1. folders and files React Router wrote under percent-encoded names
 *    (`ota-yhteytt%C3%A4/`) get their UTF-8 names, which servers look up after decoding;
 * 2. the prerendered 404 sources become `404.html` and `{lang}/404.html`;
 * 3. every text file is precompressed to .br and .gz.
 * Later steps (sitemap, headers) are added as the site grows.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { languages } from "../app/i18n/languages";
import { notFoundSourcePaths } from "../app/routing/prerender.server";
import { languagePrefix } from "../app/routing/route-table";

export const clientDir = "build/client";

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? [path, ...walk(path)] : [path];
  });
}

/** Renames percent-encoded names to their decoded form, deepest first. */
export function decodeFileNames(dir: string): void {
  for (const path of walk(dir).reverse()) {
    const name = path.split("/").pop()!;
    if (!name.includes("%")) continue;
    renameSync(path, join(path, "..", decodeURIComponent(name)));
  }
}

/** Moves each language's prerendered 404 page to `{prefix}/404.html` and drops its data file. */
export function placeNotFoundPages(dir: string): void {
  languages.forEach((lang, index) => {
    const source = join(dir, notFoundSourcePaths[index]!);
    renameSync(join(source, "index.html"), join(dir, languagePrefix(lang), "404.html"));
    rmSync(source, { recursive: true });
    rmSync(`${source}.data`, { force: true });
  });
  // Every page is prerendered, so the SPA fallback is never served.
  rmSync(join(dir, "__spa-fallback.html"), { force: true });
}

const compressible = /\.(html|js|css|data|xml|txt|svg|json|webmanifest)$/;

/** Writes .br and .gz beside every text file, so the server never compresses on the fly. */
export function precompress(dir: string): void {
  for (const path of walk(dir)) {
    if (!compressible.test(path) || statSync(path).isDirectory()) continue;
    const raw = readFileSync(path);
    writeFileSync(`${path}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(clientDir)) throw new Error(`${clientDir} does not exist: run react-router build first`);
  decodeFileNames(clientDir);
  placeNotFoundPages(clientDir);
  precompress(clientDir);
  console.log("postbuild: UTF-8 names, 404 pages and precompressed files are in place");
}
