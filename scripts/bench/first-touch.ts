/**
 * `npm run bench:first-touch`: what a new visitor's phone does after its first touch, on three
 * page types (docs/decisions.md, "Scripts"). A benchmark, not a test: run it on an idle machine
 * after `npm run build`. Phone profile: 390 px, a CPU 4 times slower, 1.6 Mbps down and 150 ms
 * round trips. Each page loads untouched, waits until the network is quiet, then the visitor
 * scrolls; for the 8 s after, it prints the JavaScript fetched and the main-thread blocking
 * (the part of each long task beyond 50 ms, as total blocking time counts it).
 *
 * Then the 404 page on the same profile: how long after the navigation started it moved home
 * (docs/requirements.md, "Timing"; docs/decisions.md, "Scripts").
 *
 * Options: `--base URL` measures a running server instead of starting ours on build/client.
 */
import { chromium } from "@playwright/test";
import { chromiumFlags, hostResolverRules, requireChromium } from "../quality/chromium";
import { startProductionServer } from "../serve/production-server";
import { openPhonePage, phoneProfile } from "./phone";

const pages = ["/", "/en/invoicing", "/blog/laskutus/verkkolaskutus-pienyrittajalle"];
const argBase = process.argv.indexOf("--base");
const server = argBase > 0 ? undefined : await startProductionServer("build/client", 3300);
const base = (argBase > 0 ? process.argv[argBase + 1]! : server!.base).replace(/\/$/, "");

const browser = await chromium.launch({ executablePath: requireChromium(), args: [...chromiumFlags, hostResolverRules()] });
console.log(`Phone profile (${phoneProfile}), 8 s after the first scroll:`);
console.log(`  ${"JS fetched".padStart(10)}  ${"blocking".padStart(8)}  ${"longest".padStart(7)}  page`);
try {
  for (const path of pages) {
    const { context, page } = await openPhonePage(browser);
    await page.addInitScript(() => {
      const tasks: number[] = [];
      (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
      new PerformanceObserver((list) => tasks.push(...list.getEntries().map((entry) => entry.duration))).observe({ type: "longtask" });
    });
    await page.goto(`${base}${encodeURI(path)}`, { waitUntil: "networkidle" });
    let jsBytes = 0;
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script") jsBytes += (await response.body().catch(() => Buffer.alloc(0))).length;
    });
    await page.evaluate(() => ((window as unknown as { __longTasks: number[] }).__longTasks.length = 0));
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(8000);
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    const blocking = tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0);
    console.log(
      `  ${`${(jsBytes / 1024).toFixed(1)} KB`.padStart(10)}  ${`${blocking.toFixed(0)} ms`.padStart(8)}  ${`${Math.max(0, ...tasks).toFixed(0)} ms`.padStart(7)}  ${path}`,
    );
    await context.close();
  }
  const { context, page } = await openPhonePage(browser, { network: false });
  await page.goto(`${base}/en/no-such-page`, { waitUntil: "commit" });
  const navigationStart = await page.evaluate(() => Date.now() - performance.now());
  // The move starts when the browser asks for the home page; it ends when that page is shown.
  const asked = page.waitForRequest(`${base}/en`, { timeout: 15_000 }).then(() => Date.now());
  await page.waitForURL(`${base}/en`, { timeout: 15_000 });
  const shown = Date.now();
  const seconds = (at: number) => ((at - navigationStart) / 1000).toFixed(2);
  console.log(
    `\n404 page on the same phone: asked for the home page ${seconds(await asked)} s after its navigation started, showed it at ${seconds(shown)} s`,
  );
  await context.close();
} finally {
  await browser.close();
  server?.process.kill();
}
