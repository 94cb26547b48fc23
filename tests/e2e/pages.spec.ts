import type { Page } from "@playwright/test";
import { comingSoonProducts, productIds } from "../../app/config/products";
import { messages } from "../../app/content/messages.server";
import { productContent } from "../../app/content/products.server";
import { initials } from "../../app/components/portrait";
import { pagePath } from "../../app/routing/route-table";
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

/**
 * The brand's own pictures (public/illustrations/): the 404 page's drawing, the portraits'
 * stand-ins, and what the home page's proof says (facts from the copy, customers with their
 * role and company). Each must actually load: a missing file would leave an empty frame.
 */
/**
 * Every person has a stand-in of their own until a photo is added: their initials, on a colour
 * no one else in the list wears (or a photo that loads).
 */
async function expectDistinctPortraits(page: Page, selector: string, people: { name: string; portrait?: string | undefined }[]) {
  const portraits = page.locator(selector);
  await expect(portraits).toHaveCount(people.length);
  const looks = await portraits.evaluateAll(async (elements) =>
    Promise.all(
      elements.map(async (element) => {
        if (element instanceof HTMLImageElement) {
          await element.decode().catch(() => undefined);
          return { photo: element.naturalWidth > 0 ? element.src : "", text: "", colour: "" };
        }
        return { photo: "", text: element.textContent ?? "", colour: getComputedStyle(element).backgroundColor };
      }),
    ),
  );
  for (const [index, person] of people.entries()) {
    const look = looks[index]!;
    if (person.portrait) expect(look.photo, person.name).not.toBe("");
    else expect(look.text, person.name).toBe(initials(person.name));
  }
  const standIns = looks.filter((look) => !look.photo).map((look) => look.colour);
  expect(new Set(standIns).size, "no two people share a colour").toBe(standIns.length);
}

test.describe("the site's own drawings and proof", () => {
  const loaded = (page: Page, selector: string) =>
    page.locator(selector).evaluateAll(async (images: HTMLImageElement[]) => {
      await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
      return images.map((image) => image.naturalWidth > 0);
    });

  test("the home page shows its four facts, and each customer with role, company and portrait", async ({ readPage: page }) => {
    for (const lang of ["fi", "es"] as const) {
      const t = messages[lang].home;
      await page.goto(pagePath("home", lang)!);
      await expect(page.getByRole("region", { name: t.trust.title }).getByRole("listitem")).toHaveText(t.trust.items);
      // Example quotes are titled as examples (app/content/examples.ts).
      const title = exampleContent.testimonials ? messages[lang].common.examples.testimonialsTitle : t.testimonials.title;
      const quotes = page.getByRole("region", { name: title }).locator("figure");
      await expect(quotes).toHaveCount(t.testimonials.items.length);
      for (const [index, item] of t.testimonials.items.entries())
        await expect(quotes.nth(index).locator("figcaption")).toContainText(`${item.name}${item.role}${item.company}`);
      await expectDistinctPortraits(page, "figure [data-portrait]", t.testimonials.items);
    }
  });

  test("team members each have a portrait or initials of their own, and the 404 page its drawing", async ({ readPage: page }) => {
    await page.goto(pagePath("about", "en")!);
    await expectDistinctPortraits(page, "main li [data-portrait]", messages.en.about.team.members);
    await page.goto("/en/no-such-page");
    expect(await loaded(page, 'main img[src="/illustrations/not-found.svg"]')).toEqual([true]);
  });
});

test("content that is still an example says so beside it, and the footer shows no example address", async ({ readPage: page }) => {
  // The shipped configuration flags all of it as examples (app/content/site.json).
  expect(Object.values(exampleContent).every(Boolean)).toBe(true);
  for (const lang of ["fi", "en"] as const) {
    const t = messages[lang];
    const note = (region: string) => page.getByRole("region", { name: region }).locator("[data-example-note]");
    await page.goto(pagePath("home", lang)!);
    await expect(note(t.common.examples.testimonialsTitle)).toHaveText(t.common.examples.testimonials);
    // The figures band's claim is still to confirm (app/content/claims.yaml).
    await expect(note(t.home.stats.title)).toHaveText(t.common.examples.unconfirmed);
    await expect(page.locator("footer")).not.toContainText(site.address.street);
    await page.goto(pagePath("about", lang)!);
    await expect(note(t.about.team.title).first()).toHaveText(t.common.examples.team);
    await expect(note(t.about.history.title)).toHaveText(t.common.examples.history);
    await expect(page.locator("[data-company] [data-example-note]")).toHaveText(t.common.examples.contactDetails);
    await page.goto(pagePath("contact", lang)!);
    await expect(note(t.contact.hours)).toHaveText(t.common.examples.contactDetails);
  }
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
