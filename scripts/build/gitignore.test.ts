import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** The paths git ignores, of those given (git check-ignore answers 1 when it ignores none). */
function ignored(...paths: string[]): string[] {
  try {
    return execFileSync("git", ["check-ignore", "--no-index", ...paths], { encoding: "utf8" }).trim().split("\n");
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
