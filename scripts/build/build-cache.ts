/**
 * Build outputs kept between builds, keyed by everything they are made from, so a rebuild
 * redoes only what changed: a share image is drawn again only when its title, the brand, the
 * host or the drawing code changes; a page is validated again only when its HTML or the rules
 * do. Kept in node_modules/.cache/nettilasku (`BUILD_CACHE=dir` elsewhere, `BUILD_CACHE=off`
 * for none); a fresh clone starts empty, and deleting the folder is always safe. After a build
 * it holds what that build used and nothing older (`pruneCache`), so it never outgrows one build.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const setting = process.env.BUILD_CACHE;
const cacheDir = setting === "off" ? undefined : resolve(setting || "node_modules/.cache/nettilasku");
/** Whether outputs are kept between builds: not with `BUILD_CACHE=off`. */
export const cacheEnabled = cacheDir !== undefined;

/** The entries this build has read or written, by kind: what `pruneCache` keeps. */
const used = new Map<string, Set<string>>();

/** The key of a set of inputs: their SHA-256, each input kept apart from the next. */
export function cacheKey(inputs: (string | Buffer)[]): string {
  const hash = createHash("sha256");
  for (const input of inputs) hash.update(input).update("\0");
  return hash.digest("hex");
}

/** Where the entry for these inputs is kept, marked as used by this build; none without a cache. */
function entryFile(kind: string, inputs: (string | Buffer)[]): string | undefined {
  if (!cacheDir) return undefined;
  const key = cacheKey(inputs);
  if (!used.has(kind)) used.set(kind, new Set());
  used.get(kind)!.add(key);
  return join(cacheDir, kind, key);
}

function store(file: string, output: Buffer | string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, output);
}

/** `make()`'s output for these inputs, from the cache when an earlier build made it. */
export async function cached(kind: string, inputs: (string | Buffer)[], make: () => Buffer | Promise<Buffer>): Promise<Buffer> {
  const file = entryFile(kind, inputs);
  if (file && existsSync(file)) return readFileSync(file);
  const output = await make();
  if (file) store(file, output);
  return output;
}

/** `cached` for a step that cannot wait: the same cache, read and written synchronously. */
export function cachedSync(kind: string, inputs: (string | Buffer)[], make: () => Buffer): Buffer {
  const file = entryFile(kind, inputs);
  if (file && existsSync(file)) return readFileSync(file);
  const output = make();
  if (file) store(file, output);
  return output;
}

/** Whether these inputs passed a check in an earlier build; `remember` records that they did. */
export function passedBefore(kind: string, inputs: (string | Buffer)[]): { passed: boolean; remember: () => void } {
  const file = entryFile(kind, inputs);
  return { passed: file !== undefined && existsSync(file), remember: () => file && store(file, "") };
}

/** Deletes every entry of the kinds this build used that it did not use: outputs of older builds. */
export function pruneCache(): void {
  if (!cacheDir) return;
  for (const [kind, keys] of used) {
    const folder = join(cacheDir, kind);
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder)) if (!keys.has(name)) rmSync(join(folder, name), { force: true });
  }
}
