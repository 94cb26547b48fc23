/**
 * Site search: each language's search page reads `q`, searches that language's Pagefind index
 * and lists the pages that match, best first; the header's field is a plain form to it.
 */
import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { messages } from "../../app/content/messages.server";
import { productNames } from "../../app/content/product-names.server";
import { interpolate } from "../../app/i18n/format";
import { type Language, languages } from "../../app/i18n/languages";
import { pagePath } from "../../app/routing/route-table";
import { expect, presetConsent, test } from "./fixtures";
import { axeViolations, collectErrors, enhanced } from "./helpers";

const searchPage = (lang: Language) => pagePath("search", lang)!;
const status = (page: Page) => page.getByRole("status");
const resultLinks = (page: Page) => page.getByRole("region", { name: messages.en.search.resultsLabel }).getByRole("link");
/** The paths of the results, in order, once the count is announced. */
async function resultPaths(page: Page, lang: Language, query: string): Promise<string[]> {
  await page.goto(`${searchPage(lang)}?q=${encodeURIComponent(query)}`);
  await expect(status(page)).toHaveText(/\d/);
  const links = page.getByRole("region", { name: messages[lang].search.resultsLabel }).getByRole("link");
  return (await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")!))).map(decodeURI);
}

test("each language finds its own pages, the expected ones first", async ({ page }) => {
  const errors = collectErrors(page);
  const alv = await resultPaths(page, "fi", "alv");
  expect(alv[0]).toBe("/taloushallinto");
  expect(alv).toContain("/blog/taloushallinto/arvonlisaveroilmoitus-askel-askeleelta");
  await expect(status(page)).toHaveText(interpolate(messages.fi.search.resultsMany, { count: String(alv.length), query: "alv" }));

  // The accounting product, whose headline names VAT, leads the products; the VAT guide leads the articles.
  const vat = await resultPaths(page, "en", "VAT");
  expect(vat[0]).toBe("/en/financing");
  expect(vat.find((path) => path.startsWith("/en/blog/"))).toBe("/en/blog/taloushallinto/arvonlisaveroilmoitus-askel-askeleelta");
  expect((await resultPaths(page, "sv", "signering"))[0]).toBe("/sv/signering");
  // A product whose name the word begins leads pages that only use the word ("lasku" in "laskun").
  expect((await resultPaths(page, "fi", "lasku"))[0]).toBe("/laskutus");
  expect((await resultPaths(page, "en", "invoice"))[0]).toBe("/en/invoicing");
  const firma = await resultPaths(page, "es", "firma");
  expect(firma[0]).toBe("/es/firma");
  expect(firma.find((path) => path.startsWith("/es/blog/"))).toBe("/es/blog/allekirjoitus/sahkoinen-allekirjoitus-opas");
  // Every result is a page of the searched language: no header, footer or other language matched.
  for (const path of await resultPaths(page, "sv", "faktura")) expect(path, path).toMatch(/^\/sv(\/|$)/);
  expect(errors).toEqual([]);
});

test("results are grouped: products, then articles, then other pages, each with its heading", async ({ page }) => {
  const paths = await resultPaths(page, "fi", "lasku");
  const region = page.getByRole("region", { name: messages.fi.search.resultsLabel });
  const t = messages.fi;
  await expect(region.getByRole("heading", { level: 2 })).toHaveText([t.nav.products, t.search.articles, t.search.pages]);
  const group = (name: string) => region.getByRole("region", { name }).getByRole("link");
  const products = await group(t.nav.products).evaluateAll((links) => links.map((link) => decodeURI(link.getAttribute("href")!)));
  const articles = await group(t.search.articles).evaluateAll((links) => links.map((link) => decodeURI(link.getAttribute("href")!)));
  expect(products).toContain("/laskutus");
  expect(articles).toContain("/blog/laskutus/verkkolaskutus-pienyrittajalle");
  for (const path of articles) expect(path).toMatch(/^\/blog\//);
  // The page reads in the groups' order.
  expect(paths.slice(0, products.length)).toEqual(products);
  // A product not open yet says so; a page is named as the menu names it, not by its headline.
  await expect(group(t.nav.products).and(page.locator('[href="/crm"]')).locator("[data-result-status]")).toHaveText(t.common.comingSoon);
  await expect(group(t.nav.products).and(page.locator('[href="/laskutus"]')).locator("[data-result-status]")).toBeHidden();
  await expect(group(t.search.pages).and(page.locator('[href="/"]')).locator("[data-result-title]")).toHaveText(t.nav.home);
  // A page that only lists the products (the products page, registration) is not a result for a product's word.
  expect(paths).not.toContain("/tuotteet");
  expect(paths).not.toContain("/rekisteroidy");
});

test("an article shows its category and the passage with the match marked; a product its own summary", async ({ page }) => {
  await resultPaths(page, "en", "VAT");
  const guide = resultLinks(page).filter({ hasText: "The Finnish VAT return, step by step" });
  await expect(guide.locator("mark").first()).toHaveText(/VAT/i);
  const guidePage = resultLinks(page).and(page.locator('[href="/en/blog/taloushallinto/arvonlisaveroilmoitus-askel-askeleelta"]'));
  await expect(guidePage.locator("[data-result-section]")).toHaveText(`Blog · ${messages.en.blog.categories.taloushallinto}`);
  // A product page's result is titled with the product's name, not its whole headline, and says what the product is in its hero's words.
  const finance = resultLinks(page).and(page.locator('[href="/en/financing"]'));
  await expect(finance.locator("[data-result-title]")).toHaveText(productNames.en.financing.name);
  await page.goto("/en/financing");
  const summary = await page.locator("main h1 + p").textContent();
  await page.goBack();
  await expect(finance.locator("[data-result-text]")).toHaveText(summary!);
  // Excerpts are whole sentences, or say with an ellipsis where they were cut.
  for (const excerpt of await resultLinks(page).locator("[data-result-text]").allTextContents()) {
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

test("a passage ends with a sentence of the text, not on the heading of the section after it", async ({ page }) => {
  // The ERP guide's passage for "invoice" ran on into its subsection heading "Invoicing hours".
  await resultPaths(page, "en", "invoice");
  const texts = await resultLinks(page).allTextContents();
  const erp = texts.find((text) => text.includes("who approved it and when"));
  expect(erp, "the ERP guide's passage").toBeDefined();
  expect(erp).not.toMatch(/Invoicing hours\.?\s*$/);
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

test("an article's passage does not repeat the title shown above it", async ({ page }) => {
  // Words that stand in an article's title, so Pagefind's window can start at its heading.
  for (const [lang, query] of [
    ["en", "invoicing"],
    ["es", "factura"],
    ["fi", "verkkolaskutus"],
  ] as const) {
    await resultPaths(page, lang, query);
    const articles = page
      .getByRole("region", { name: messages[lang].search.resultsLabel })
      .getByRole("region", { name: messages[lang].search.articles });
    const items = await articles.getByRole("listitem").all();
    expect(items.length, `${lang} ${query}`).toBeGreaterThan(0);
    for (const item of items) {
      const title = (await item.locator("[data-result-title]").textContent())!.trim();
      expect(await item.locator("[data-result-text]").textContent(), `${lang} ${query}`).not.toContain(title);
    }
  }
});
