import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumPath, hostResolverRules } from "./scripts/chromium";

const port = Number(process.env.E2E_PORT ?? 3100);

// The browser suite runs against the production build served by the production server.
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    baseURL: `http://localhost:${port}`,
    locale: "fi-FI",
    launchOptions: { executablePath: chromiumPath, args: [...chromiumFlags, hostResolverRules()] },
  },
  webServer: {
    command: "node server/server.ts",
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
