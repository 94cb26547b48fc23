/**
 * `npm test`: every check, in the order that keeps the machine's two cores honest, and
 * where the time went. `npm run check` type-checks and lints first (the build's prerender rewrites
 * the route types they read), then runs the build beside Prettier and the unit tests; the browser tests
 * and the quality gates each get the machine to themselves (Lighthouse and the slow-CPU bar
 * measure time, so nothing may run beside them). Stops at the first phase that fails, and
 * prints the time of every phase that ran, then the browser suite's time per engine and spec.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { type E2eTimings, formatE2eTimings, timingsFile } from "../../tests/e2e/timing-reporter";

const phases = [
  {
    name: "route types, tsc and ESLint; then the build (SEO, links, structured data) beside Prettier and the unit tests",
    script: "check",
  },
  { name: "browser tests (Playwright, three engines)", script: "test:e2e" },
  { name: "quality gates (budgets, Lighthouse, slow CPU, load, shutdown)", script: "test:quality" },
];

const started = performance.now();
const times: string[] = [];
let failed: string | undefined;
rmSync(timingsFile, { force: true });
for (const phase of phases) {
  const start = performance.now();
  const { status } = spawnSync("npm", ["run", phase.script], { stdio: "inherit" });
  times.push(`  ${((performance.now() - start) / 1000).toFixed(0).padStart(4)} s  ${phase.name}`);
  if (status !== 0) {
    failed = phase.name;
    break;
  }
}

console.log(`\nnpm test: ${((performance.now() - started) / 1000).toFixed(0)} s in all`);
console.log(times.join("\n"));
if (existsSync(timingsFile)) console.log(formatE2eTimings(JSON.parse(readFileSync(timingsFile, "utf8")) as E2eTimings));
if (failed) {
  console.error(`\nnpm test failed in: ${failed}`);
  process.exit(1);
}
