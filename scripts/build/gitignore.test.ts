import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The project's .gitignore in a repository of its own, so the rules are checked whatever the
 * checkout is (a working copy of scripts/working-copy.ts is no repository, and links node_modules).
 */
const repository = mkdtempSync(join(tmpdir(), "gitignore-"));
execFileSync("git", ["init", "--quiet"], { cwd: repository, stdio: "ignore" });
copyFileSync(".gitignore", join(repository, ".gitignore"));
afterAll(() => rmSync(repository, { recursive: true, force: true }));

/** The paths git ignores, of those given (git check-ignore answers 1 when it ignores none). */
function ignored(...paths: string[]): string[] {
  try {
    return execFileSync("git", ["check-ignore", "--no-index", ...paths], { cwd: repository, encoding: "utf8" }).trim().split("\n");
  } catch (error) {
    if ((error as { status?: number }).status === 1) return [];
    throw error;
  }
}

describe(".gitignore", () => {
  it("ignores the build output and dependencies, never the build's source", () => {
    expect(ignored("scripts/build/new-step.ts", "scripts/build/new-step.test.ts")).toEqual([]);
    expect(ignored("build/client/index.html", "node_modules/x/index.js", "cms/backend/node_modules/x/index.js")).toEqual([
      "build/client/index.html",
      "node_modules/x/index.js",
      "cms/backend/node_modules/x/index.js",
    ]);
  });
});
