/**
 * A copy of this checkout in a temporary folder, to change, test and build without touching the
 * checkout: its files as git sees them, without build output or installed packages, and the
 * checkout's node_modules linked rather than copied. The blog benchmark builds a larger blog in
 * one; the recipe test follows the README's recipes in one, then runs the unit tests, the type
 * check and the build there.
 */
import { cpSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, relative, resolve } from "node:path";

/** Top-level folders a build or a tool writes, and that a copy starts without. */
const generated = new Set(["build", ".git", ".react-router", ".wrangler", "test-results", "playwright-report"]);

export function workingCopy(prefix: string): string {
  const root = resolve(".");
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(root, dir, {
    recursive: true,
    filter: (source) => basename(source) !== "node_modules" && !generated.has(relative(root, source)),
  });
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"));
  return dir;
}
