import { defineConfig } from "vitest/config";
import { browserScriptsPlugin } from "./scripts/browser-scripts-plugin.ts";

// Unit tests of pure modules; the browser suite (tests/e2e) runs under Playwright.
export default defineConfig({
  plugins: [browserScriptsPlugin()],
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "cms/**/*.test.ts", "scripts/**/*.test.ts", "server/**/*.test.ts"],
    environment: "node",
  },
});
