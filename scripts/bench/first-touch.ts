/**
 * `npm run bench:first-touch`: what a new visitor's phone does after its first touch, on three
 * page types (docs/decisions.md, "Scripts"). A benchmark, not a test: run it on an idle machine
 * after `npm run build`. Phone profile: 390 px, a CPU 4 times slower, 1.6 Mbps down and 150 ms
 * round trips. Each page loads untouched, waits until the network is quiet, then the visitor
 * scrolls; for the 8 s after, it prints the JavaScript fetched and the main-thread blocking
 * (the part of each long task beyond 50 ms, as total blocking time counts it).
 *
 * Then the 404 page on the same profile: how long after the navigation started it moved home
 * (the spec says 3.5 s; docs/decisions.md, "Scripts").
 *
 * Options: `--base URL` measures a running server instead of starting ours on build/client.
 */
import { spawn } from "node:child_process";
import { chromium } from "@playwright/test";
import { chromiumFlags, hostResolverRules, requireChromium } from "../chromium";

const pages = ["/", "/en/invoicing", "/blog/laskutus/verkkolaskutus-pienyrittajalle"];
const argBase = process.argv.indexOf("--base");
const port = 3300;
let base = argBase > 0 ? process.argv[argBase + 1]! : `http://127.0.0.1:${port}`;
const server =
  argBase > 0 ? undefined : spawn(process.execPath, ["server/server.ts"], { env: { ...process.env, PORT: String(port) }, stdio: "ignore" });
if (server) {
  for (let attempt = 0; ; attempt++) {
    if (
      await fetch(`${base}/`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (attempt > 100) throw new Error("the server did not start: run npm run build first");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
base = base.replace(/\/$/, "");

const browser = await chromium.launch({ executablePath: requireChromium(), args: [...chromiumFlags, hostResolverRules()] });
console.log("Phone profile (390 px, 4× CPU, 1.6 Mbps, 150 ms RTT), 8 s after the first scroll:");
console.log(`  ${"JS fetched".padStart(10)}  ${"blocking".padStart(8)}  ${"longest".padStart(7)}  page`);
try {
  for (const path of pages) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
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
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const started = Date.now();
  await page.goto(`${base}/en/no-such-page`, { waitUntil: "commit" });
  const navigationStart = await page.evaluate(() => Date.now() - performance.now());
  await page.waitForURL(`${base}/en`, { timeout: 15_000 });
  console.log(
    `\n404 page on the same phone: moved home ${((Date.now() - navigationStart) / 1000).toFixed(2)} s after its navigation started (${((Date.now() - started) / 1000).toFixed(2)} s after the request)`,
  );
  await context.close();
} finally {
  await browser.close();
  server?.kill();
}
