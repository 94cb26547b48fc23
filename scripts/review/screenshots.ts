/**
 * The screenshots a design review is made from (docs/design-language.md, "Design review"):
 * every page type at the widths it judges, full page and first screen, the consent
 * notice before and after a decision, the language suggestion, and the menus open. Run after
 * `npm run build` with the site served (`npm run serve`):
 *
 *   npx tsx scripts/review/screenshots.ts [--base http://127.0.0.1:3000] [--out review] [--only home,product] [--lang fi,en]
 *
 * The browser's language is the page's, so no language suggestion covers a page, except in
 * the one shot made to show it. Photos on the external host fail here, and the fallback is what a review judges.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { type BrowserContext, chromium } from "@playwright/test";
import { consentKey, policyVersion } from "../../app/consent/consent";
import { languages, locales, type Language } from "../../app/i18n/languages";
import { articlePath, languagePrefix, pagePath, type PageKey } from "../../app/routing/route-table";
import { landingPages } from "../../app/content/landing/load.server";
import { reviewSearchWords } from "./search-words";
import { chromiumFlags, hostResolverRules, requireChromium } from "../quality/chromium";

const { values } = parseArgs({
  options: {
    base: { type: "string", default: "http://127.0.0.1:3000" },
    out: { type: "string", default: "review" },
    only: { type: "string" },
    lang: { type: "string" },
  },
});
const base = values.base;
const out = values.out;
const only = values.only?.split(",");
const onlyLanguages = values.lang?.split(",");
mkdirSync(out, { recursive: true });

type Shot = { name: string; path: string; lang: Language; widths: number[] };

/**
 * Every page type: Finnish at a phone, a tablet, a laptop and a wide screen; the other
 * languages at a phone and a wide screen (the widths a design review is asked to judge).
 */
const pageTypes: { name: string; page?: PageKey; path?: (lang: Language) => string | undefined }[] = [
  { name: "home", page: "home" },
  { name: "product", page: "invoicing" },
  { name: "product-sign", page: "sign" },
  { name: "coming-soon", page: "crm" },
  { name: "products", page: "products" },
  { name: "pricing", page: "pricing" },
  { name: "register", page: "register" },
  { name: "about", page: "about" },
  { name: "contact", page: "contact" },
  { name: "blog", page: "blog" },
  { name: "article", path: (lang) => articlePath(lang, "laskutus", "verkkolaskutus-pienyrittajalle") },
  { name: "search", path: (lang) => `${pagePath("search", lang)}?q=${reviewSearchWords[lang]}` },
  { name: "not-found", path: (lang) => `${languagePrefix(lang)}/ei-ole-olemassa` },
  // Every landing page, in each language it is written in.
  ...landingPages().map((landing) => ({ name: `landing-${landing.id}`, path: (lang: Language) => landing.copy[lang]?.path })),
];
const shots: Shot[] = pageTypes.flatMap(({ name, page, path }) =>
  languages.flatMap((lang) => {
    const at = page ? pagePath(page, lang) : path!(lang);
    return at ? [{ name, path: at, lang, widths: lang === "fi" ? [390, 768, 1024, 1440] : [390, 1440] }] : [];
  }),
);

const browser = await chromium.launch({
  executablePath: requireChromium("headless-shell"),
  args: [...chromiumFlags, hostResolverRules()],
});

async function newContext(lang: Language, width: number, decided = true): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : width < 1100 ? 1024 : 900 },
    locale: locales[lang],
    isMobile: width < 600,
    hasTouch: width < 600,
    deviceScaleFactor: 1,
  });
  if (decided) {
    const decision = JSON.stringify({ version: policyVersion, marketing: true, decidedAt: Date.now() });
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [consentKey, decision] as const);
  }
  return context;
}

for (const shot of shots) {
  if (only && !only.includes(shot.name)) continue;
  if (onlyLanguages && !onlyLanguages.includes(shot.lang)) continue;
  for (const width of shot.widths) {
    const context = await newContext(shot.lang, width);
    const page = await context.newPage();
    await page.goto(base + encodeURI(shot.path), { waitUntil: "networkidle" });
    if (shot.name === "search") await page.waitForSelector("[data-search-results] li, main ol li", { timeout: 5000 }).catch(() => {});
    const file = `${shot.name}-${shot.lang}-${width}`;
    await page.screenshot({ path: join(out, `${file}-first.png`) });
    // Down the page and back, as a reader scrolls: lazy images load (or fail to their drawing) before the whole page is taken.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += innerHeight) {
        scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      scrollTo(0, 0);
    });
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: join(out, `${file}-full.png`), fullPage: true });
    await context.close();
  }
}

if (!only || only.includes("states")) {
  // The consent notice on a first visit, then the page after a decision.
  for (const width of [390, 1440]) {
    const context = await newContext("fi", width, false);
    const page = await context.newPage();
    await page.goto(`${base}/`, { waitUntil: "networkidle" });
    await page.screenshot({ path: join(out, `consent-first-visit-${width}.png`) });
    await page
      .getByRole("button", { name: /hylkää/i })
      .first()
      .click();
    await page.screenshot({ path: join(out, `consent-decided-${width}.png`) });
    await context.close();
  }
  // The language suggestion: an English browser on a Finnish page.
  for (const width of [390, 1440]) {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 844 : 900 },
      locale: "en-US",
      isMobile: width < 600,
    });
    const decision = JSON.stringify({ version: policyVersion, marketing: false, decidedAt: Date.now() });
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [consentKey, decision] as const);
    const page = await context.newPage();
    await page.goto(`${base}/hinnoittelu`, { waitUntil: "networkidle" });
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(out, `language-suggestion-${width}.png`) });
    await context.close();
  }
  // The menus open: products and language on a laptop, the mobile menu on a phone.
  {
    const context = await newContext("fi", 1440);
    const page = await context.newPage();
    await page.goto(`${base}/`, { waitUntil: "networkidle" });
    await page.locator("header details summary").first().click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(out, "menu-products-1440.png") });
    await page.keyboard.press("Escape");
    await page.mouse.click(5, 600);
    await page.locator('header button[popovertarget="language-menu"]').first().click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(out, "menu-language-1440.png") });
    await context.close();
  }
  {
    const context = await newContext("fi", 390);
    const page = await context.newPage();
    await page.goto(`${base}/`, { waitUntil: "networkidle" });
    await page.locator('header button[popovertarget="mobile-menu"]').first().click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(out, "menu-mobile-390.png") });
    await context.close();
  }
}

await browser.close();
console.log(`Screenshots in ${out}/`);
