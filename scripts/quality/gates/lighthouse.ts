import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Config, defaultConfig } from "lighthouse";
import { loadArticles } from "../../../app/content/blog/load.server";
import { landingPages } from "../../../app/content/landing/load.server";
import { imageOrigins } from "../../../app/seo/blog-links";
import { chromiumFlags, hostResolverRules, requireChromium } from "../chromium";
import { startImageHost } from "../image-host";
import { type Gate, median } from "./gate";

/** Pages Lighthouse measures with its mobile defaults: one of every page type, in all four languages between them. */
export const lighthousePages = [
  "/",
  "/en/invoicing",
  "/hinnoittelu",
  "/es/blog",
  "/blog/laskutus/verkkolaskutus-pienyrittajalle",
  "/sv/om",
  "/ota-yhteyttä",
  "/es/registrarse",
  "/en/products",
  "/sv/kyc",
  "/en/cookies",
  "/sv/tillganglighet",
  // Every landing page, in the last language it is written in (the cleaning page in Finnish, the founders' in Spanish).
  ...landingPages().map((page) => Object.values(page.copy).at(-1)!.path),
];
export const thresholds = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } as const;

/**
 * The search page with results shown, measured too. It is `noindex` on purpose (search result
 * pages are not for search engines), which is exactly what Lighthouse's "is-crawlable" audit
 * marks down, so that one audit is left out of its SEO score; every other SEO audit counts.
 */
const searchPage = { path: "/en/search?q=invoice", skipAudits: ["is-crawlable"] };

/**
 * The audits that count toward none of the four scores (diagnostics, insights, the manual
 * accessibility checks, bf-cache, screenshots): skipped, with the artifacts only they need, a
 * sizeable part of each run's time. Every audit a score is made of still runs, and a failure
 * still names those that cost points.
 */
export const unscoredAudits = (() => {
  const refs = Object.keys(thresholds).flatMap((key) => defaultConfig.categories?.[key]?.auditRefs ?? []);
  const scored = new Set(refs.filter((ref) => ref.weight > 0).map((ref) => ref.id));
  return [...new Set(refs.map((ref) => ref.id))].filter((id) => !scored.has(id));
})();

/**
 * Lighthouse's mobile defaults, without the unscored audits, and with quiet windows of 250 ms
 * instead of 1 s after the first paint and the load: with simulated throttling the figures come
 * from the recorded trace, and these pages run nothing until a visitor acts, so the rest of each
 * wait only recorded an idle page. A page that did start work
 * on its own still keeps the network or the CPU busy, and Lighthouse waits for that to end as
 * before. All of these are Lighthouse's public settings; its CPU benchmark, which it runs
 * before every page whatever the settings say, is left to run (docs/decisions.md, "Quality bars").
 */
const quietMs = 250;
export const lighthouseSettings = {
  disableFullPageScreenshot: true,
  skipAudits: unscoredAudits,
  pauseAfterFcpMs: quietMs,
  pauseAfterLoadMs: quietMs,
  networkQuietThresholdMs: quietMs,
  cpuQuietThresholdMs: quietMs,
} satisfies Config["settings"];

/**
 * Lighthouse on a phone (its mobile defaults, Debian's Chromium) on every page type: each of the
 * four scores at least its threshold, a page below one judged on the median of three runs.
 */
export const lighthouseGate = {
  name: "Lighthouse",
  async run({ dir, base }) {
    const failures: string[] = [];
    const imageHost = await startImageHost(readFileSync(join(dir, "og/index.png")));
    const imageHosts = imageOrigins(Object.values(loadArticles()).flat()).map((origin) => new URL(origin).host);
    const chrome = await chromeLauncher.launch({
      chromePath: requireChromium(),
      chromeFlags: [
        "--headless=new",
        ...chromiumFlags,
        "--ignore-certificate-errors",
        hostResolverRules(imageHosts.map((host) => `MAP ${host} 127.0.0.1:${imageHost.port}`)),
      ],
    });
    const run = async (url: string, categories: string[], settings: Config["settings"]) => {
      const result = await lighthouse(
        url,
        { port: chrome.port, logLevel: "error", output: "json", onlyCategories: categories },
        {
          extends: "lighthouse:default",
          settings,
        },
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      return result.lhr;
    };
    console.log("\nLighthouse (mobile): performance / accessibility / best practices / SEO, LCP, TBT, CLS");
    try {
      for (const path of [...lighthousePages, searchPage.path]) {
        const settings =
          path === searchPage.path
            ? { ...lighthouseSettings, skipAudits: [...lighthouseSettings.skipAudits, ...searchPage.skipAudits] }
            : lighthouseSettings;
        const measure = async () => {
          const { categories, audits } = await run(`${base}${encodeURI(path)}`, Object.keys(thresholds), settings);
          const scores = Object.keys(thresholds).map((key) => Math.round((categories[key]?.score ?? 0) * 100));
          const metric = (id: string) => audits[id]?.displayValue ?? "?";
          // Audits that cost points in a category, to name in a failure.
          const losing = (key: string) =>
            Object.values(audits)
              .filter(
                (audit) =>
                  audit.score !== null &&
                  audit.score < 1 &&
                  categories[key]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
              )
              .map((audit) => audit.id);
          return {
            scores,
            losing,
            summary: `LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}`,
          };
        };
        const runs = [await measure()];
        // Results vary from run to run: a page below a bar is measured twice more and judged
        // on the median of the three runs, as Lighthouse CI does.
        if (Object.values(thresholds).some((minimum, index) => runs[0]!.scores[index]! < minimum))
          runs.push(await measure(), await measure());
        const scores = Object.keys(thresholds).map((_, index) => median(runs.map((item) => item.scores[index]!)));
        console.log(`  ${scores.join(" / ").padEnd(18)} ${runs[0]!.summary}  ${path}`);
        Object.entries(thresholds).forEach(([key, minimum], index) => {
          if (scores[index]! < minimum)
            failures.push(`${key} ${scores[index]} < ${minimum} on ${path} (median of ${runs.length}; ${runs[0]!.losing(key).join(", ")})`);
        });
      }
    } finally {
      chrome.kill();
      imageHost.close();
    }
    return failures;
  },
} satisfies Gate;
