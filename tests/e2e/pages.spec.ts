import { comingSoonProducts, productIds } from "../../app/config/products";
import { messages } from "../../app/content/messages.server";
import { productContent } from "../../app/content/products.server";
import { pagePath } from "../../app/routing/route-table";
import { articleSummaries } from "../../app/content/blog/summaries.server";
import { exampleContent } from "../../app/content/examples";
import { site } from "../../app/config/site";
import { ogImagePath } from "../../app/seo/head";
import { encodePath } from "../../app/routing/localize";
import { expect, test } from "./fixtures";
import { allPages, enhanced } from "./helpers";
import { pageScripts } from "../../scripts/quality/budgets";

const pages = allPages();

/**
 * One test per page (each with the default timeout): its HTML, then its share image. That
 * no two pages share a title is checked over the whole build by the SEO check
 * (scripts/build/seo-check.ts); a share image named after its page's path is unique by construction.
 */
test.describe("every page answers 200 with its language, a title, one h1 and its own 1200×630 share image", () => {
  for (const { page, path, lang } of pages) {
    test(path, async ({ request }) => {
      const response = await request.get(encodePath(path), { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(/<title>([^<]+)<\/title>/.exec(html)?.[1], "a title").toBeTruthy();
      expect(html.match(/<h1[\s>]/g), "one h1").toHaveLength(1);
      // No page is an application: none carries React Router's runtime or data.
      expect(html.includes("__reactRouterContext"), "the router's data").toBe(false);
      expect(html.includes('rel="modulepreload"'), "module preloads").toBe(false);
      expect(html.includes("/assets/search-page-"), "the search script").toBe(page === "search");
      const url = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect(url && decodeURI(new URL(url).pathname)).toBe(ogImagePath(path));
      expect(html).toContain('<meta property="og:image:width" content="1200"');
      const image = await request.get(new URL(url!).pathname);
      expect(image.status(), url).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");
      const png = await image.body();
      // PNG IHDR: width and height are big-endian 32-bit integers at bytes 16 and 20.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    });
  }
});

test.describe("a page fetches exactly the scripts the budget counts, and no script after the first interaction", () => {
  for (const path of ["/", "/en/invoicing", "/blog/laskutus/verkkolaskutus-pienyrittajalle", "/sv/blog", "/es/precios"]) {
    test(path, async ({ page }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(encodeURI(path));
      await enhanced(page);
      const html = await (await page.request.get(encodeURI(path))).text();
      expect(scripts.sort()).toEqual(pageScripts(html).files.sort());
      expect(scripts).toHaveLength(1);
      const loaded = scripts.length;
      // A visitor's first moves: pointer, wheel, keyboard, touch.
      await page.mouse.move(200, 200);
      await page.mouse.wheel(0, 600);
      await page.keyboard.press("Tab");
      await page.getByRole("banner").hover();
      await page.waitForLoadState("networkidle");
      expect(scripts.slice(loaded)).toEqual([]);
    });
  }
});

test("with JavaScript off, no script is downloaded", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/en/invoicing");
  await page.waitForLoadState("networkidle");
  expect(scripts).toEqual([]);
  await context.close();
});

test.describe("on a small phone no page scrolls sideways and no text runs into the screen's edge", () => {
  for (const { path } of pages) {
    test(path, async ({ phoneWalkPage: page }) => {
      await page.goto(encodeURI(path));
      const problems = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const found: string[] = [];
        if (document.documentElement.scrollWidth > width) found.push(`page is ${document.documentElement.scrollWidth}px wide`);
        // Only a strip the visitor can scroll sideways (the cleaning page's section menu) may hold text past the edge:
        // a box that hides its overflow would cut the text off, which is the defect this looks for.
        const scrolls = (element: Element) => {
          for (let node = element.parentElement; node; node = node.parentElement) {
            if (["auto", "scroll"].includes(getComputedStyle(node).overflowX)) return true;
          }
          return false;
        };
        for (const element of document.querySelectorAll("h1, h2, h3, p, dd, dt, li, a, button")) {
          const rect = element.getBoundingClientRect();
          // Cheap test first: only an element near an edge is worth walking its ancestors for.
          if (rect.width <= 1 || (rect.left >= 4 && rect.right <= width - 4)) continue;
          if (!scrolls(element) && !element.closest("[aria-hidden=true], [data-mockup], [role=img]"))
            found.push(
              `${element.tagName} "${element.textContent.trim().slice(0, 40)}" spans ${Math.round(rect.left)}-${Math.round(rect.right)}`,
            );
        }
        return found;
      });
      expect(problems).toEqual([]);
    });
  }
});

test("the home page shows its four facts", async ({ readPage: page }) => {
  for (const lang of ["fi", "es"] as const) {
    const t = messages[lang].home;
    await page.goto(pagePath("home", lang)!);
    await expect(page.getByRole("region", { name: t.trust.title }).getByRole("listitem")).toHaveText(t.trust.items);
  }
});

/** The brand's own picture (public/illustrations/): the 404 page's drawing must actually load, or an empty frame would show. */
test("the 404 page has its drawing", async ({ readPage: page }) => {
  await page.goto("/en/no-such-page");
  const loaded = await page.locator('main img[src="/illustrations/not-found.svg"]').evaluateAll(async (images: HTMLImageElement[]) => {
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    return images.map((image) => image.naturalWidth > 0);
  });
  expect(loaded).toEqual([true]);
});

test("nothing fictional or unconfirmed is published: no example people or history, no figures still to confirm; placeholder contact details say so", async ({
  readPage: page,
}) => {
  // The shipped configuration flags all of it as examples (app/content/site.json) and the figures as unconfirmed (app/content/claims.yaml).
  expect(Object.values(exampleContent).every(Boolean)).toBe(true);
  const region = (name: string) => page.getByRole("region", { name, exact: true });
  for (const lang of ["fi", "en"] as const) {
    const t = messages[lang];
    await page.goto(pagePath("home", lang)!);
    await expect(page.getByRole("region", { name: t.home.faq.title })).toBeVisible();
    await expect(region(t.home.stats.title)).toHaveCount(0);
    await expect(region(t.home.testimonials.title)).toHaveCount(0);
    for (const person of t.home.testimonials.items) await expect(page.locator("main")).not.toContainText(person.name);
    await expect(page.locator("footer")).not.toContainText(site.address.street);
    await page.goto(pagePath("about", lang)!);
    await expect(region(t.about.finland.title)).toBeVisible();
    await expect(region(t.about.team.title)).toHaveCount(0);
    await expect(region(t.about.history.title)).toHaveCount(0);
    // Whole names: the signing scene's signer may share a first name and the start of a surname.
    for (const member of t.about.team.members) await expect(page.locator("main")).not.toContainText(new RegExp(`\\b${member.name}\\b`));
    // The company that runs the services stays, its placeholder details marked.
    await expect(page.locator("[data-company] [data-example-note]")).toHaveText(t.common.examples.contactDetails);
    await page.goto(pagePath("contact", lang)!);
    await expect(page.getByRole("region", { name: t.contact.hours }).locator("[data-example-note]")).toHaveText(
      t.common.examples.contactDetails,
    );
  }
  // The cleaning page's savings wait for their source (app/content/landing/cleaning.yaml): neither its figures nor a link to them.
  await page.goto("/siivous-toiminnanohjaus");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("main")).not.toContainText("4–6");
  await expect(page.locator("#proof")).toHaveCount(0);
});

test("the products page lists the open products, then those to come apart, each saying who it is for", async ({ readPage: page }) => {
  for (const lang of ["fi", "sv"] as const) {
    const t = messages[lang].productsPage;
    await page.goto(encodeURI(pagePath("products", lang)!));
    const group = (title: string) => page.getByRole("region", { name: title }).locator("li[data-product]");
    const open = await group(t.available).evaluateAll((items) => items.map((item) => item.getAttribute("data-product")));
    const later = await group(t.later).evaluateAll((items) => items.map((item) => item.getAttribute("data-product")));
    expect(open).toEqual(productIds.filter((id) => !comingSoonProducts.includes(id)));
    expect(later).toEqual(productIds.filter((id) => comingSoonProducts.includes(id)));
    for (const id of productIds) {
      const card = page.locator(`li[data-product=${id}]`);
      await expect(card).toContainText(productContent[lang][id].audience);
      await expect(card.getByRole("link")).toHaveAttribute("href", encodeURI(pagePath(id, lang)!));
      if (comingSoonProducts.includes(id)) await expect(card).toContainText(messages[lang].common.comingSoon);
    }
  }
});

test("the contact page offers the newest guides from the blog, each a link to its article, and the way to all of them", async ({
  readPage: page,
}) => {
  for (const lang of ["fi", "sv"] as const) {
    const t = messages[lang].contact.guides;
    await page.goto(encodeURI(pagePath("contact", lang)!));
    const guides = page.getByRole("region", { name: t.title });
    const newest = articleSummaries(lang).slice(0, 3);
    const links = guides.getByRole("listitem").getByRole("link");
    await expect(links).toHaveCount(newest.length);
    for (const [index, article] of newest.entries()) {
      await expect(links.nth(index)).toHaveAccessibleName(article.title);
      await expect(links.nth(index)).toHaveAttribute("href", encodeURI(article.path));
    }
    await expect(guides.getByRole("link", { name: t.all })).toHaveAttribute("href", pagePath("blog", lang)!);
  }
});
