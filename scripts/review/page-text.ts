/**
 * The material of a copy review (docs/design-language.md, "Design review"; the copy brief is
 * the same kind): the visible text of every page of one language as the built site renders it,
 * one file per page, plus the search page with results, a 404, the consent notice and its
 * settings, and the menus. Run after `npm run build` with the site served (`npm run serve`):
 *
 *   npx tsx scripts/review/page-text.ts --lang sv [--base http://127.0.0.1:3000] [--out review-text]
 *
 * Every page of the language in the sitemap is read, with the Finnish version of each beside it
 * (`<name>.fi.txt`) as the source of truth for facts.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { type BrowserContext, chromium } from "@playwright/test";
import { consentKey, policyVersion } from "../../app/consent/consent";
import { isLanguage, type Language, locales } from "../../app/i18n/languages";
import { pagePath } from "../../app/routing/route-table";
import { siteUrl } from "../../app/config/site";
import { reviewSearchWords } from "./search-words";
import { chromiumFlags, hostResolverRules, requireChromium } from "../quality/chromium";

const { values } = parseArgs({
  options: {
    lang: { type: "string" },
    base: { type: "string", default: "http://127.0.0.1:3000" },
    out: { type: "string", default: "review-text" },
  },
});
const lang = values.lang;
if (!isLanguage(lang)) throw new Error("--lang must be one of fi, en, sv, es");
const { base, out } = values;
mkdirSync(out, { recursive: true });

/** Each page of the language with its Finnish version, from the sitemap's alternates. */
function pagesOf(language: Language): { path: string; finnish?: string }[] {
  const sitemap = readFileSync("build/client/sitemap.xml", "utf8");
  return [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].flatMap(([, entry]) => {
    const alternate = (code: string) => new RegExp(`hreflang="${code}" href="([^"]+)"`).exec(entry!)?.[1];
    const own = alternate(language);
    const loc = /<loc>([^<]+)<\/loc>/.exec(entry!)?.[1];
    if (!own || own !== loc) return [];
    const finnish = alternate("fi");
    return [
      {
        path: decodeURI(own.slice(siteUrl.length) || "/"),
        ...(finnish && language !== "fi" && { finnish: decodeURI(finnish.slice(siteUrl.length) || "/") }),
      },
    ];
  });
}

const browser = await chromium.launch({ executablePath: requireChromium("headless-shell"), args: [...chromiumFlags, hostResolverRules()] });

async function context(decided: boolean): Promise<BrowserContext> {
  const made = await browser.newContext({ locale: locales[lang as Language], viewport: { width: 1280, height: 900 } });
  if (decided) {
    const decision = JSON.stringify({ version: policyVersion, marketing: false, decidedAt: Date.now() });
    await made.addInitScript(([key, value]) => localStorage.setItem(key, value), [consentKey, decision] as const);
  }
  return made;
}

const name = (path: string) => path.replace(/^\/+/, "").replaceAll("/", "_") || "home";
const reading = await context(true);
const page = await reading.newPage();
async function textOf(path: string): Promise<string> {
  await page.goto(base + encodeURI(path), { waitUntil: "networkidle" });
  // Closed menus and answers are part of the page's copy: open every <details> first, out of its
  // group (a FAQ's `<details name>` keeps one answer open, so opening them all would leave the last).
  await page.evaluate(() =>
    document.querySelectorAll("details").forEach((details) => {
      details.removeAttribute("name");
      details.open = true;
    }),
  );
  return page.locator("body").innerText();
}

for (const { path, finnish } of pagesOf(lang)) {
  writeFileSync(join(out, `${name(path)}.txt`), `${path}\n\n${await textOf(path)}`);
  if (finnish) writeFileSync(join(out, `${name(path)}.fi.txt`), `${finnish}\n\n${await textOf(finnish)}`);
}
const search = `${pagePath("search", lang)!}?q=${reviewSearchWords[lang]}`;
await page.goto(base + encodeURI(search), { waitUntil: "networkidle" });
await page.waitForSelector("[data-search-results] li", { timeout: 5000 }).catch(() => {});
writeFileSync(join(out, "search-with-results.txt"), `${search}\n\n${await page.locator("body").innerText()}`);
writeFileSync(join(out, "not-found.txt"), `404\n\n${await textOf(`${lang === "fi" ? "" : `/${lang}`}/no-such-page`)}`);

// The consent notice on a first visit, then its settings.
const first = await (await context(false)).newPage();
await first.goto(base + encodeURI(pagePath("home", lang)!), { waitUntil: "networkidle" });
const notice = await first.locator("[data-consent-banner]").innerText();
await first
  .locator('[data-consent-banner] button[data-consent-action="settings"]')
  .click()
  .catch(() => {});
const settings = await first
  .locator("dialog[open]")
  .innerText()
  .catch(() => "(the settings did not open)");
writeFileSync(join(out, "consent.txt"), `Notice on a first visit:\n\n${notice}\n\nSettings:\n\n${settings}`);
await browser.close();
console.log(`Wrote the ${lang} pages' text to ${out}/`);
