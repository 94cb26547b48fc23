/**
 * Site search: each language's search page reads `q`, searches that language's Pagefind index
 * and lists the pages that match, best first; the header's field is a plain form to it.
 */
import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { messages } from "../../app/content/messages.server";
import { interpolate } from "../../app/i18n/format";
import { type Language, languages } from "../../app/i18n/languages";
import { pagePath } from "../../app/routing/route-table";
import { expect, presetConsent, test } from "./fixtures";
import { axeViolations, collectErrors, enhanced } from "./helpers";

const searchPage = (lang: Language) => pagePath("search", lang)!;
const status = (page: Page) => page.getByRole("status");
const resultLinks = (page: Page) => page.getByRole("list", { name: messages.en.search.resultsLabel }).getByRole("link");
/** The paths of the results, in order, once the count is announced. */
async function resultPaths(page: Page, lang: Language, query: string): Promise<string[]> {
  await page.goto(`${searchPage(lang)}?q=${encodeURIComponent(query)}`);
  await expect(status(page)).toHaveText(/\d/);
  const links = page.getByRole("list", { name: messages[lang].search.resultsLabel }).getByRole("link");
  return (await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")!))).map(decodeURI);
}

test("each language finds its own pages, the expected ones first", async ({ page }) => {
  const errors = collectErrors(page);
  const alv = await resultPaths(page, "fi", "alv");
  expect(alv[0]).toBe("/taloushallinto");
  expect(alv).toContain("/blog/taloushallinto/arvonlisaveroilmoitus-askel-askeleelta");
  await expect(status(page)).toHaveText(interpolate(messages.fi.search.resultsMany, { count: String(alv.length), query: "alv" }));

  // The VAT guide and Finance, whose headline names VAT, in either order.
  expect((await resultPaths(page, "en", "VAT")).slice(0, 2).sort()).toEqual([
    "/en/blog/taloushallinto/arvonlisaveroilmoitus-askel-askeleelta",
    "/en/financing",
  ]);
  expect((await resultPaths(page, "sv", "signering"))[0]).toBe("/sv/signering");
  expect((await resultPaths(page, "es", "firma")).slice(0, 2).sort()).toEqual([
    "/es/blog/allekirjoitus/sahkoinen-allekirjoitus-opas",
    "/es/firma",
  ]);
  // Every result is a page of the searched language: no header, footer or other language matched.
  for (const path of await resultPaths(page, "sv", "faktura")) expect(path, path).toMatch(/^\/sv(\/|$)/);
  expect(errors).toEqual([]);
});

test("a result shows the page's title and an excerpt with the match marked", async ({ page }) => {
  await resultPaths(page, "en", "VAT");
  const guide = resultLinks(page).filter({ hasText: "The Finnish VAT return, step by step" });
  await expect(guide.locator("mark").first()).toHaveText(/VAT/i);
  const guidePage = resultLinks(page).and(page.locator('[href="/en/blog/taloushallinto/arvonlisaveroilmoitus-askel-askeleelta"]'));
  await expect(guidePage.locator("[data-result-section]")).toHaveText(`Blog · ${messages.en.blog.categories.taloushallinto}`);
  // A product page's result is titled with the product's name, not its whole headline, under Products.
  const finance = resultLinks(page).and(page.locator('[href="/en/financing"]'));
  await expect(finance.locator("[data-result-section]")).toHaveText(messages.en.nav.products);
  await expect(finance.locator("[data-result-section] + span")).toHaveText("Finance");
  // Excerpts are whole sentences, or say with an ellipsis where they were cut.
  for (const excerpt of await resultLinks(page).locator("span:last-child").allTextContents()) {
    expect(excerpt, excerpt).toMatch(/^(… |[\p{Lu}\p{N}"“«(])/u);
    expect(excerpt, excerpt).toMatch(/([.!?:]["”»)]?| …)$/u);
  }
});

test("while the index loads, the wait is announced but shown only when it is long", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/pagefind/pagefind.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${searchPage("en")}?q=VAT`);
  const waiting = status(page).locator("[data-loading]");
  await expect(waiting).toHaveText(messages.en.search.loading);
  // Hidden for its first 0.6 s (app.css, --animate-reveal-late): a quick answer replaces it unseen.
  expect(await waiting.evaluate((element) => [getComputedStyle(element).animationName, getComputedStyle(element).animationDelay])).toEqual([
    "reveal",
    "0.6s",
  ]);
  release();
  await expect(status(page)).toHaveText(/\d/);
});

test("excerpts hold the pages' text, not their buttons, filters or screen-reader notes", async ({ page }) => {
  // "Start for free (opens in a new tab)" is a product hero's button; the blog's filters run together as "AllInvoicing…".
  for (const query of ["start", "invoicing", "free"]) {
    await resultPaths(page, "en", query);
    for (const text of await resultLinks(page).allTextContents()) {
      expect(text, query).not.toMatch(/opens in a new tab|AllInvoicing|Prices include/);
    }
  }
});

test("a query with no match says so and offers the products and the blog", async ({ page }) => {
  await page.goto(`${searchPage("es")}?q=zxqwv`);
  await expect(status(page)).toHaveText(interpolate(messages.es.search.empty, { query: "zxqwv" }));
  await expect(page.getByText(messages.es.search.emptyHelp)).toBeVisible();
  await expect(page.getByText(messages.es.search.noScript)).toBeHidden();
  await expect(page.locator("main").getByRole("link", { name: messages.es.nav.products, exact: true })).toHaveAttribute(
    "href",
    "/es/productos",
  );
  await expect(page.locator("main").getByRole("link", { name: messages.es.nav.blog, exact: true })).toHaveAttribute("href", "/es/blog");
});

test("arrow keys move from the field through the results", async ({ page }) => {
  await resultPaths(page, "en", "invoice");
  await page.locator("#search-page-field").focus();
  await page.keyboard.press("ArrowDown");
  await expect(resultLinks(page).first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(resultLinks(page).nth(1)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(page.locator("#search-page-field")).toBeFocused();
});

test("axe finds nothing on the search page with results shown", async ({ page }) => {
  await resultPaths(page, "en", "invoice");
  await expect(resultLinks(page).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe("with JavaScript off", () => {
  for (const [width, lang, open] of [
    [1280, "en", "search"],
    [390, "sv", "menu"],
  ] as const) {
    test(`the header's field (${open}, ${width} px, ${lang}) submits to the search page`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 }, baseURL });
      await presetConsent(context);
      const page = await context.newPage();
      const t = messages[lang].nav;
      await page.goto(pagePath("pricing", lang)!);
      await page.getByRole("button", { name: open === "search" ? t.search : t.openMenu, exact: true }).click();
      const field = page.getByRole("searchbox", { name: t.searchLabel }).filter({ visible: true });
      await field.fill("moms");
      await field.press("Enter");
      await expect(page).toHaveURL(`${searchPage(lang)}?q=moms`);
      await expect(page.locator("h1")).toHaveText(messages[lang].search.title);
      await expect(page.getByText(messages[lang].search.noScript)).toBeVisible();
      await context.close();
    });
  }
});

test("the search page is noindex, not in the sitemap, with hreflang; only it may run WebAssembly", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const lang of languages) {
    const html = await (await request.get(searchPage(lang))).text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html.match(/<link rel="alternate" hreflang="[a-z-]+"/gi)).toHaveLength(5);
    expect(html).toMatch(/script-src 'self' 'wasm-unsafe-eval'/);
    expect(sitemap).not.toContain(`${searchPage(lang)}<`);
  }
  for (const path of ["/", "/en/pricing"]) expect(await (await request.get(path)).text()).not.toContain("wasm-unsafe-eval");
});

test("each home's structured data offers a search action to its own search page", async ({ request }) => {
  for (const lang of languages) {
    const html = await (await request.get(pagePath("home", lang)!)).text();
    const graph = (
      JSON.parse(/<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)![1]!) as { "@graph": Record<string, unknown>[] }
    )["@graph"];
    const website = graph.find((node) => node["@type"] === "WebSite")!;
    expect(website.potentialAction).toEqual({
      "@type": "SearchAction",
      target: `https://www.nettilasku.example${searchPage(lang)}?q={search_term_string}`,
      "query-input": "required name=search_term_string",
    });
  }
});

test("the index is built for every language and no other page loads it", async ({ page }) => {
  const entry = JSON.parse(readFileSync("build/client/pagefind/pagefind-entry.json", "utf8")) as { languages: Record<string, unknown> };
  expect(Object.keys(entry.languages).sort()).toEqual([...languages].sort());
  const requests: string[] = [];
  page.on("request", (request) => requests.push(new URL(request.url()).pathname));
  await page.goto("/en/invoicing");
  await enhanced(page);
  await page.mouse.move(1, 1);
  await page.waitForLoadState("networkidle");
  expect(requests.filter((path) => path.startsWith("/pagefind/"))).toEqual([]);
});
