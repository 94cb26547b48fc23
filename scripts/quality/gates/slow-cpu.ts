import { chromium } from "@playwright/test";
import { pageScripts } from "../budgets";
import { chromiumFlags, hostResolverRules, requireChromium } from "../chromium";
import { inlineScriptCosts, scriptFileMs, type TraceEvent } from "../script-cost";
import type { Gate } from "./gate";

/**
 * The slow-phone bar (docs/decisions.md, "Quality bars"): with a CPU 12 times slower than this
 * machine's, the page's scripts may add at most 50 ms of main-thread work before the visitor's
 * first interaction, measured on the heaviest and most visited page types.
 */
const slowCpu = {
  multiplier: 12,
  allowanceMs: 50,
  // Home, a product, pricing (its VAT choice), the blog (its filter) and an article.
  pages: ["/", "/en/invoicing", "/hinnoittelu", "/es/blog", "/blog/laskutus/verkkolaskutus-pienyrittajalle"],
  loads: 3,
};

/**
 * The slow-phone bar: what the page's own scripts (the enhancements module and any inline script
 * but the consent and attribution one) add to the main thread before the visitor's first
 * interaction, the only time they could add to total blocking time, compared with the same page
 * without them. Each page loads untouched in Chromium while a trace records every script it runs
 * (scripts/quality/script-cost.ts); the consent and attribution script, which the law requires on every
 * page, is printed beside. The scripts' main-thread time, the lowest of several loads (the
 * scripts do the same work every time; a busy machine only ever adds to it, so a median can
 * read several times the work), is multiplied by the CPU slowdown, as Lighthouse's simulated
 * throttling does, and must stay within the allowance: time added to a task adds at most as much
 * to total blocking time. (A whole-page Lighthouse comparison with a script-free copy swung
 * between identical pages by more than the allowance: docs/decisions.md, "Quality bars".)
 */
export const slowCpuGate = {
  name: "slow CPU",
  async run({ base }) {
    const failures: string[] = [];
    const browser = await chromium.launch({ executablePath: requireChromium(), args: [...chromiumFlags, hostResolverRules()] });
    const consentId = "consent-and-attribution";
    console.log(
      `\nMain thread before the first interaction with a ${slowCpu.multiplier}× slower CPU (lowest of ${slowCpu.loads} loads): the page's scripts, then the consent and attribution script`,
    );
    try {
      for (const path of slowCpu.pages) {
        const url = `${base}${encodeURI(path)}`;
        const html = await (await fetch(url)).text();
        const files = pageScripts(html).files.map((src) => new URL(src, base).href);
        const own: number[] = [];
        const consent: number[] = [];
        for (let load = 0; load < slowCpu.loads; load++) {
          const page = await browser.newPage();
          await browser.startTracing(page, { categories: ["devtools.timeline", "v8"] });
          await page.goto(url, { waitUntil: "load" });
          // Module scripts run after the document is parsed; the page is still untouched.
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
          const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
          await page.close();
          const costs = inlineScriptCosts(html, url, traceEvents);
          if (!costs.some((cost) => cost.script === consentId)) throw new Error(`quality: the trace of ${path} shows no consent script`);
          const inlineMs = (keep: (script: string) => boolean) =>
            costs.filter((cost) => keep(cost.script)).reduce((total, cost) => total + cost.ms, 0);
          own.push((inlineMs((script) => script !== consentId) + scriptFileMs(files, traceEvents)) * slowCpu.multiplier);
          consent.push(inlineMs((script) => script === consentId) * slowCpu.multiplier);
        }
        const ownMs = Math.min(...own);
        console.log(
          `  ${ownMs.toFixed(0).padStart(4)} ms, ${Math.min(...consent)
            .toFixed(0)
            .padStart(4)} ms  ${path}`,
        );
        if (ownMs > slowCpu.allowanceMs)
          failures.push(
            `with a ${slowCpu.multiplier}× slower CPU, the page's scripts cost ${ownMs.toFixed(0)} ms of main thread on ${path} before any interaction, more than ${slowCpu.allowanceMs} ms`,
          );
      }
    } finally {
      await browser.close();
    }
    return failures;
  },
} satisfies Gate;
