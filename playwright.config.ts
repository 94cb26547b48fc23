import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, hostResolverRules, requireChromium } from "./scripts/chromium";

/**
 * The browser suite runs against the production build. The deploy specs (statuses,
 * redirects, 404 pages, headers, caching, every sitemap URL and internal link) run once
 * per serving engine, the same files each time: our own server, Cloudflare's workerd
 * (`wrangler pages dev`) and Debian's nginx with the generated configuration. Everything
 * else runs against our own server only: what the page does does not depend on the engine.
 */
const basePort = Number(process.env.E2E_PORT ?? 3100);
const engines = [
  { name: "node", command: "node server/server.ts", port: basePort },
  { name: "cloudflare", command: "npm run serve:cloudflare", port: basePort + 1 },
  { name: "nginx", command: "npm run serve:nginx", port: basePort + 2 },
] as const;
const deploySpecs = ["deploy.spec.ts", "not-found.spec.ts"];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    locale: "fi-FI",
    launchOptions: { executablePath: requireChromium(), args: [...chromiumFlags, hostResolverRules()] },
  },
  projects: engines.map((engine) => ({
    name: engine.name,
    testMatch: engine.name === "node" ? undefined : deploySpecs,
    use: { baseURL: `http://127.0.0.1:${engine.port}` },
  })),
  webServer: engines.map((engine) => ({
    name: engine.name,
    command: engine.command,
    env: { PORT: String(engine.port) },
    url: `http://127.0.0.1:${engine.port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5000 },
  })),
});
