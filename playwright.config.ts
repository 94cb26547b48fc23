import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, hostResolverRules, requireChromium } from "./scripts/quality/chromium";

/**
 * The browser suite runs against the production build, one server per engine shared by every
 * spec. The deploy spec (statuses, redirects, 404 pages, headers, caching, every sitemap URL
 * and internal link) runs once per serving engine: our own server, Cloudflare's workerd
 * (`wrangler pages dev`) and Debian's nginx with the generated configuration. Everything else,
 * axe included, runs once, against our own server: what a page does in the browser does not
 * depend on the engine that sent its bytes (docs/deploy.md, "What the tests prove where").
 *
 * No test is bound by the machine's speed: a walk over the site is one test per page, each
 * with the default timeout, and timers run on a fake clock. No retries either: a test that
 * passes only the second time has found a bug. Workers: 2, the fastest of 1, 2 and 3 measured
 * on two cores that stays green beside `stress-ng --cpu 2` (docs/decisions.md, "Measurements").
 */
const basePort = Number(process.env.E2E_PORT ?? 3100);
const engines = [
  { name: "node", command: "node server/server.ts", port: basePort },
  { name: "cloudflare", command: "npm run serve:cloudflare", port: basePort + 1 },
  { name: "nginx", command: "npm run serve:nginx", port: basePort + 2 },
] as const;
const deploySpecs = ["deploy.spec.ts"];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [["list"], ["./tests/e2e/timing-reporter.ts"]],
  use: {
    ...devices["Desktop Chrome"],
    locale: "fi-FI",
    launchOptions: { executablePath: requireChromium("headless-shell"), args: [...chromiumFlags, hostResolverRules()] },
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
