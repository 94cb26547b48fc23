/**
 * `npm run serve:cloudflare`: serves build/client with Cloudflare's own engine (workerd,
 * through `wrangler pages dev`) on PORT (default 3000), offline and without telemetry,
 * in the foreground until SIGTERM or Ctrl-C. wrangler leaves its workerd processes
 * running when it gets SIGTERM, so it runs in a process group of its own, which is asked
 * to stop as Ctrl-C would, then stopped for good.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { onStop } from "../../server/lifecycle.ts";

const port = process.env.PORT ?? "3000";
const root = process.env.BUILD_DIR ?? "build/client";
if (!existsSync(`${root}/_redirects`)) {
  console.error(`No built site in ${root}: run "npm run build" first.`);
  process.exit(1);
}

// The compatibility date may not be newer than the pinned workerd binary (1.20261023.1). wrangler
// stays at 4.156.0 because newer workerd builds are missing from the registry for macOS and
// Windows, and then `npm ci` fails on the lockfile.
const wrangler = spawn(
  "wrangler",
  ["pages", "dev", root, "--ip", "127.0.0.1", "--port", port, "--compatibility-date", "2026-10-23", "--log-level", "warn"],
  { stdio: "inherit", detached: true, env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
);
console.log(`Serving ${root} with wrangler pages dev on http://localhost:${port}`);

const stopGroup = (signal: NodeJS.Signals) => {
  try {
    process.kill(-wrangler.pid!, signal);
  } catch {
    // The group has already exited.
  }
};
onStop(() => {
  stopGroup("SIGINT");
  setTimeout(() => stopGroup("SIGKILL"), 3000).unref();
});
wrangler.on("exit", (code) => {
  stopGroup("SIGKILL");
  process.exit(code ?? 0);
});
