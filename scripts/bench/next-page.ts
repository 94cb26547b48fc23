/**
 * `npm run bench:next-page`: tap to next page painted, on a phone profile (390 px, a CPU 4 times
 * slower, 1.6 Mbps down, 150 ms round trips), from the home page to a product page through its
 * card (docs/decisions.md, "Scripts"). A benchmark, not a test: run it on an idle machine after
 * `npm run build`. Each run opens `/` fresh, touches the card and rests for `--dwell` ms (default
 * 300: the time a visitor's touch or hover gives the Speculation Rules), taps it, and takes the
 * time from the tap to the product page's first contentful paint. The median of `--runs`
 * (default 5) is printed.
 *
 * `--compare URL` measures another server the same way, interleaved run by run, so both see the
 * same machine: serve an older build (a `git worktree` of the commit, `npm ci && npm run build`,
 * then `PORT=4000 npm run serve` there) and pass `--compare http://127.0.0.1:4000`.
 *
 * Chromium driven by DevTools does not prerender (PrerenderingDisabledByDevTools); it falls
 * back to prefetching, so this measures the prefetched page: a visitor's browser, which also
 * renders it ahead, is faster still.
 */
import { type Browser, chromium } from "@playwright/test";
import { chromiumFlags, hostResolverRules, requireChromium } from "../quality/chromium";
import { startProductionServer } from "../serve/production-server";
import { openPhonePage } from "./phone";

const option = (name: string, fallback?: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const runs = Number(option("runs", "5"));
const dwellMs = Number(option("dwell", "300"));
const compare = option("compare");
const server = await startProductionServer("build/client", 3301);
const base = server.base;

/** Milliseconds from the tap on the invoicing card to the product page's first contentful paint. */
async function tapToPaint(browser: Browser, origin: string): Promise<number> {
  const { context, page, cdp } = await openPhonePage(browser);
  await page.goto(`${origin}/`, { waitUntil: "networkidle" });
  const card = page.locator('main a[href="/laskutus"]').first();
  await card.scrollIntoViewIfNeeded();
  const box = (await card.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
  await page.waitForTimeout(dwellMs);
  const tappedAt = Date.now();
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await page.waitForURL(`${origin}/laskutus`);
  const paintedAt = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const paint = list.getEntries().find((entry) => entry.name === "first-contentful-paint");
          if (paint) resolve(performance.timeOrigin + paint.startTime);
        }).observe({ type: "paint", buffered: true });
      }),
  );
  await context.close();
  return paintedAt - tappedAt;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const browser = await chromium.launch({ executablePath: requireChromium(), args: [...chromiumFlags, hostResolverRules()] });
try {
  const results = new Map<string, number[]>([[base, []], ...(compare ? [[compare, []] as [string, number[]]] : [])]);
  for (let run = 0; run < runs; run++) for (const [origin, times] of results) times.push(await tapToPaint(browser, origin));
  console.log(`Tap on a product card on / to /laskutus painted, phone profile, ${dwellMs} ms after the touch began (median of ${runs}):`);
  for (const [origin, times] of results)
    console.log(
      `  ${median(times).toFixed(0).padStart(5)} ms  ${origin === base ? "this build" : origin}  (${times.map((time) => time.toFixed(0)).join(", ")})`,
    );
} finally {
  await browser.close();
  server.process.kill();
}
