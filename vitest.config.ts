import { realpathSync } from "node:fs";
import { searchForWorkspaceRoot } from "vite";
import { defineConfig } from "vitest/config";
import { browserScriptsPlugin } from "./scripts/build/browser-scripts-plugin.ts";

// Unit tests of pure modules; the browser suite (tests/e2e) runs under Playwright.
export default defineConfig({
  plugins: [browserScriptsPlugin()],
  resolve: { tsconfigPaths: true },
  // Modules may import files from node_modules (app/root.tsx its font), which in a working copy
  // (scripts/working-copy.ts) is a link to the checkout's, outside the copy's folder.
  server: { fs: { allow: [searchForWorkspaceRoot(process.cwd()), realpathSync("node_modules")] } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "cms/**/*.test.ts", "scripts/**/*.test.ts", "server/**/*.test.ts"],
    environment: "node",
    // Tests run on folders of their own: nothing they make goes into the build's cache (scripts/build/build-cache.ts).
    env: { BUILD_CACHE: "off" },
    // Their scratch folders go into one folder per run, removed when the run ends.
    globalSetup: ["scripts/quality/unit-scratch.ts"],
    // The modules under test hold no state between files, so each worker loads them once instead
    // of once per file, most of the run's time; spies are put back after every test so none leaks into the next file.
    isolate: false,
    restoreMocks: true,
    // A timeout catches a hang, not slowness: tests that start worker processes (the HTML check)
    // outlast Vitest's default on a busy machine.
    testTimeout: 60_000,
  },
});
