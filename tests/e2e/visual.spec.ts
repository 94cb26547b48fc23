/**
 * The look of the site: where the heroes put their product screens, and screenshots of the
 * main page types compared with the committed ones (docs/design-language.md, "Visual tests").
 * After an intended change of look, `npx playwright test visual --project node
 * --update-snapshots` rewrites them; look at every new image before committing it.
 */
import type { Locator, Page } from "@playwright/test";
import { comingSoonProducts, hasMockup, productIds } from "../../app/config/products";
import { loadArticles } from "../../app/content/blog/load.server";
import { landingPages } from "../../app/content/landing/load.server";
import { pagePath } from "../../app/routing/route-table";
import { languages } from "../../app/i18n/languages";
import { expect, test } from "./fixtures";
import { messages } from "../../app/content/messages.server";
import { facts } from "../../app/config/facts";
import { productContent } from "../../app/content/products.server";
import { formatEuros } from "../../app/i18n/format";
import { languageBannerKey } from "../../app/i18n/detect-language";

const firstArticle = (lang: "fi" | "en") => {
  const article = loadArticles()[lang][0]!;
  return `${pagePath("blog", lang)}/${article.category}/${article.slug}`;
};

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not on the page`);
  return found;
}

test.describe("heroes show the product", () => {
  // A product may start without a mock-up (README, "Add a product"); those with one show it.
  for (const id of productIds.filter(hasMockup)) {
    test(`${id}: its screen is beside its headline on a laptop and below it on a phone`, async ({ readPage: page }) => {
      const path = encodeURI(pagePath(id, "en")!);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      const hero = '[data-section="hero"]';
      const mockup = `${hero} [data-mockup="${id}"] [role="img"]`;
      await expect(page.locator(mockup), id).toHaveAccessibleName(/.{40,}/);
      const heading = await box(page, `${hero} h1`);
      const screen = await box(page, mockup);
      expect(screen.x, id).toBeGreaterThan(heading.x + heading.width);
      expect(screen.x + screen.width, id).toBeGreaterThan(1000);
      // Beside: the screen's vertical span covers the headline's.
      expect(screen.y, id).toBeLessThan(heading.y + heading.height);

      await page.setViewportSize({ width: 390, height: 844 });
      const controls = await box(page, `${hero} :is(a, button)`);
      const below = await box(page, mockup);
      expect(below.y, id).toBeGreaterThan(controls.y + controls.height);
      expect(below.width, id).toBeGreaterThan(330);
    });
  }

  test("the home hero pairs the headline with the finance screen, a signed contract and a paid invoice that cover none of its words; a phone shows the screen", async ({
    readPage: page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/en");
    const hero = page.locator("main section").first();
    const screen = hero.locator('[data-mockup="financing"] [role="img"]');
    const card = hero.locator("[data-signed-card]");
    const paid = hero.locator("[data-paid-card]");
    await expect(hero.locator('[role="img"]')).toHaveCount(1);
    await expect(card).toBeVisible();
    const heading = await box(page, "h1");
    const screenBox = (await screen.boundingBox())!;
    expect(screenBox.x).toBeGreaterThan(heading.x + heading.width);
    // Over the browser frame's top bar at most: the screen's content starts below the card.
    const content = (await screen.locator("> div").nth(1).boundingBox())!;
    const cardBox = (await card.boundingBox())!;
    expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(content.y);
    // Over the frame's bottom padding at most: the screen's last words end above the paid card.
    const last = (await screen.locator("li").last().boundingBox())!;
    expect((await paid.boundingBox())!.y).toBeGreaterThanOrEqual(last.y + last.height);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(screen).toBeVisible();
    await expect(card).toBeHidden();
    await expect(paid).toBeHidden();
  });
});

/** What is wrong with scenes as drawn: anything scaled, sticking out of its frame or cut off inside its box. */
function sceneProblems(scenes: Locator) {
  return scenes.evaluateAll((frames) =>
    frames.flatMap((scene, index) => {
      const frame = scene.getBoundingClientRect();
      const found: string[] = [];
      for (const element of scene.querySelectorAll<HTMLElement>("*")) {
        const { transform } = getComputedStyle(element);
        if (transform !== "none" && !/^matrix\(1, 0, 0, 1,/.test(transform)) found.push(`scene ${index}: scaled ${transform}`);
        const box = element.getBoundingClientRect();
        if (box.width === 0) continue;
        // Whole: nothing sticks out of the frame, and no text is cut off inside its box.
        if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5 || box.bottom > frame.bottom + 0.5)
          found.push(`scene ${index}: "${element.textContent?.slice(0, 30)}" outside the frame`);
        if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflow !== "visible")
          found.push(`scene ${index}: "${element.textContent?.slice(0, 30)}" cut off`);
      }
      return found;
    }),
  );
}

test.describe("every feature row shows a scene of its own", () => {
  for (const id of productIds.filter(hasMockup)) {
    test(`${id}: each row's scene is its own picture, whole, named once, in every language at 390 and 1280 px`, async ({
      readPage: page,
    }) => {
      for (const lang of languages) {
        await page.goto(encodeURI(pagePath(id, lang)!));
        const rows = page.locator('[data-section="features"] > ol > li');
        await expect(rows, `${id} ${lang}`).toHaveCount(3);
        const heroName = await page.locator('[data-section="hero"] [data-mockup] [role="img"]').getAttribute("aria-label");
        const names = new Set<string>([heroName!]);
        for (const row of await rows.all()) {
          const scene = row.locator('[data-scene][role="img"]');
          await expect(scene, `${id} ${lang}`).toHaveCount(1);
          const name = (await scene.getAttribute("aria-label"))!;
          expect(name.length, `${id} ${lang}: ${name}`).toBeGreaterThan(40);
          names.add(name);
          // No crop of the hero's screen: no product screen inside a row, nothing enlarged.
          await expect(row.locator("[data-mockup]"), `${id} ${lang}`).toHaveCount(0);
        }
        expect(names.size, `${id} ${lang}: every scene and the hero describe different pictures`).toBe(4);

        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          const problems = await sceneProblems(page.locator('[data-section="features"] [data-scene]'));
          expect(problems, `${id} ${lang} ${width}`).toEqual([]);
        }
      }
    });
  }
});

test("about: the Finnish services it names are shown by the products' own scenes, whole, named once, titles of a row in line", async ({
  readPage: page,
}) => {
  for (const lang of languages) {
    const t = messages[lang].about.finland;
    await page.goto(encodeURI(pagePath("about", lang)!));
    const shown = page.locator("[data-about-scene]");
    await expect(shown, lang).toHaveCount(4);
    const names = await shown
      .locator('[data-scene][role="img"]')
      .evaluateAll((scenes) => scenes.map((scene) => scene.getAttribute("aria-label")));
    expect(new Set(names).size, lang).toBe(4);
    // Each scene stands above its own service, in the copy's order; the services without a scene follow as cards.
    expect(await shown.locator("h3").allTextContents()).toEqual(t.items.slice(0, 4).map((item) => item.title));
    await expect(page.getByRole("heading", { level: 3, name: t.items[4]!.title })).toBeVisible();
    for (const width of [390, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await sceneProblems(shown.locator("[data-scene]")), `${lang} ${width}`).toEqual([]);
      if (width < 768) continue;
      const tops = await shown.locator("h3").evaluateAll((titles) => titles.map((title) => Math.round(title.getBoundingClientRect().top)));
      expect(tops[0], `${lang} ${width}`).toBe(tops[1]);
      expect(tops[2], `${lang} ${width}`).toBe(tops[3]);
    }
  }
});

test.describe("grids fill their rows", () => {
  /** The rows of a list's direct items, by top edge, with how far right each row reaches. */
  async function rows(list: Locator) {
    const items = await list.locator(":scope > li").evaluateAll((elements) =>
      elements.map((element) => {
        const { top, left, right } = element.getBoundingClientRect();
        return { top: Math.round(top), left, right };
      }),
    );
    const byTop = Map.groupBy(items, (item) => item.top);
    return [...byTop.values()].map((row) => ({ count: row.length, right: Math.max(...row.map((item) => item.right)) }));
  }

  const grids = {
    home: { path: "/en", list: "#products ul:has(> li)" },
    products: { path: "/sv/produkter", list: "main ul:has(> li[data-product])" },
    register: { path: "/es/registrarse", list: "[data-choices=open]" },
    pricing: { path: "/hinnoittelu", list: "main ul:has(> li[data-product])" },
  };
  for (const [name, { path, list }] of Object.entries(grids)) {
    test(`${name}: every row of cards ends at the grid's right edge, at 390 to 1440 px`, async ({ readPage: page }) => {
      await page.goto(encodeURI(path));
      for (const width of [390, 768, 1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const grid = page.locator(list).first();
        const edge = await grid.evaluate((element) => element.getBoundingClientRect().right);
        const found = await rows(grid);
        expect(found.length, `${name} ${width}`).toBeGreaterThan(1);
        for (const row of found) expect(row.right, `${name} ${width}: ${JSON.stringify(found)}`).toBeCloseTo(edge, 0);
      }
    });
  }

  test("the pricing cards of a row put their buttons on one line", async ({ readPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/en/pricing");
    const buttons = page.locator("li[data-product] a[class*=bg-brand-600]");
    const tops = await buttons.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().bottom)));
    // Invoicing and e-signing share the first row, accounting, ERP and Offerly the second. The
    // featured card's offer is centred in a panel of its own (pricing.spec.ts), so the row of plain cards is the one that lines up.
    expect(tops).toHaveLength(5);
    expect(new Set(tops.slice(2)).size).toBe(1);
    for (const id of ["sign", "financing", "erp"]) await expect(page.locator(`li[data-product=${id}]`)).toContainText(/14.day free trial/);
    // The offers of a row start on one line too (their dividers level), whatever each card includes.
    const offerTops = await page
      .locator("li[data-product] [data-price-panel]")
      .evaluateAll((panels) => panels.map((panel) => Math.round(panel.getBoundingClientRect().top)));
    expect(new Set(offerTops.slice(2)).size).toBe(1);
  });
});

/**
 * Button labels keep to one line at every width a visitor may have: one page of every type
 * with buttons, the languages with the longest labels among them.
 */
test.describe("no button label wraps, from 320 to 1920 px", () => {
  // The narrowest phone, and each of Tailwind's breakpoints (sm 640, md 768, lg 1024, xl 1280)
  // where a row of buttons first shares its width, up to a wide screen.
  const widths = [320, 390, 640, 768, 1024, 1280, 1920];
  const paths = [
    "/",
    pagePath("invoicing", "fi")!,
    pagePath("crm", "es")!,
    pagePath("kyc", "sv")!,
    pagePath("pricing", "es")!,
    pagePath("products", "fi")!,
    ...languages.map((lang) => pagePath("contact", lang)!),
    pagePath("register", "es")!,
    pagePath("blog", "fi")!,
    firstArticle("fi"),
    // Every landing page, in each language it is written in.
    ...landingPages().flatMap((landing) => Object.values(landing.copy).map((copy) => copy.path)),
    "/es/no-existe",
  ];
  for (const path of paths)
    test(path, async ({ readPage: page }) => {
      await page.goto(encodeURI(path));
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        // Every control drawn as a button (ui/button.ts) that is shown, unless it sets its words
        // on lines of its own (a phone number above its price): the lines its words sit on, told
        // apart by their vertical middles (a pill inside a label sits on its line), and whether
        // it reaches past the screen's edge instead.
        const wrapped = await page.locator(":is(a, button).min-h-11.rounded-control").evaluateAll((elements) =>
          elements
            .filter((element) => element.checkVisibility())
            .filter((element) => ![...element.querySelectorAll("*")].some((child) => getComputedStyle(child).display === "block"))
            .flatMap((element) => {
              const middles: number[] = [];
              const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                // Words a screen reader alone hears ("opens in a new tab") take no line.
                if (!node.textContent?.trim() || node.parentElement?.closest(".sr-only")) continue;
                const range = document.createRange();
                range.selectNodeContents(node);
                for (const rect of range.getClientRects()) middles.push(rect.top + rect.height / 2);
              }
              const { left, right } = element.getBoundingClientRect();
              const label = (element as HTMLElement).innerText;
              // A row that scrolls sideways on purpose (the cleaning page's section links) may run past the edge.
              let scrolls = false;
              for (let parent = element.parentElement; parent && !scrolls; parent = parent.parentElement)
                scrolls = ["auto", "scroll"].includes(getComputedStyle(parent).overflowX);
              return [
                ...(middles.some((middle) => Math.abs(middle - middles[0]!) > 6) ? [`wraps: ${label}`] : []),
                ...(!scrolls && (left < 0 || right > document.documentElement.clientWidth) ? [`overflows: ${label}`] : []),
              ];
            }),
        );
        expect(wrapped, `${path} at ${width} px`).toEqual([]);
      }
    });
});

test("the home page's products to come share one quieter card, each a line with a link to its page", async ({ readPage: page }) => {
  for (const lang of languages) {
    await page.goto(pagePath("home", lang)!);
    const card = page.locator("#products li[data-later-products]");
    await expect(card.getByRole("heading"), lang).toHaveText(messages[lang].productsPage.later);
    await expect(card.locator("li[data-product]"), lang).toHaveCount(comingSoonProducts.length);
    for (const id of comingSoonProducts)
      await expect(card.locator(`li[data-product=${id}] a`), lang).toHaveAttribute("href", pagePath(id, lang)!);
    // No card of its own for a product that cannot be started yet.
    await expect(page.locator("#products > div > ul > li"), lang).toHaveCount(productIds.length - comingSoonProducts.length + 1);
  }
});

test("on a phone the products are a compact list: each but the featured one a row of icon, name and benefit", async ({
  readPage: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [pagePath("home", "sv")!, pagePath("home", "es")!]) {
    await page.goto(path);
    const rows = page.locator("li[data-compact-on-phones]");
    await expect(rows, path).toHaveCount(productIds.length - comingSoonProducts.length - 1);
    for (const row of await rows.all()) {
      const icon = (await row.locator("svg").first().boundingBox())!;
      const name = (await row.getByRole("heading").boundingBox())!;
      expect(icon.x + icon.width, `${path}: the icon beside the name`).toBeLessThan(name.x);
      expect((await row.boundingBox())!.height, `${path}: a row, not a card`).toBeLessThanOrEqual(140);
      // The whole row is the link: no separate "learn more" line on a phone.
      await expect(row.getByText(/→/)).toBeHidden();
    }
  }
});

test("the featured product's card ends its features with its starting price, at the panel's foot on a laptop", async ({
  readPage: page,
}) => {
  for (const lang of languages) {
    await page.goto(pagePath("home", lang)!);
    const card = page.locator("main li").filter({ hasText: messages[lang].home.products.learnMore }).first();
    const price = card.locator("p").last();
    await expect(card.getByRole("heading"), lang).toHaveText(productContent[lang].invoicing.name);
    await expect(price, lang).toBeVisible();
    // The published starting price, formatted in the page's language (facts.ts).
    await expect(price, lang).toContainText(formatEuros(facts.invoicingFromPrice, lang));
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  const price = page.locator("main li").filter({ hasText: messages.fi.home.products.learnMore }).first().locator("p").last();
  await expect(price).toContainText(formatEuros(facts.invoicingFromPrice, "fi"));
  const [priceBox, panelBox] = [(await price.boundingBox())!, (await price.locator("..").boundingBox())!];
  expect(panelBox.y + panelBox.height - (priceBox.y + priceBox.height), "at the foot of its panel").toBeLessThanOrEqual(24);
});

test("the tile motif is kept for the search page's band; contact and the blog lead with their own content, the products page with its suite", async ({
  readPage: page,
}) => {
  for (const path of [pagePath("contact", "sv")!, pagePath("blog", "en")!, pagePath("products", "es")!]) {
    await page.goto(encodeURI(path));
    await expect(page.locator("[data-hero-motif]"), path).toHaveCount(0);
  }
  const path = pagePath("search", "sv")!;
  await page.goto(encodeURI(path));
  const motif = page.locator("[data-hero-motif]");
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(motif, `${path} at 1024 px: the text needs the room`).toBeHidden();
  for (const width of [1280, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(motif).toBeVisible();
    const art = (await motif.boundingBox())!;
    for (const text of await page.locator("main h1, main h1 + p").all())
      expect((await text.boundingBox())!.x + (await text.boundingBox())!.width, `${path} at ${width} px`).toBeLessThanOrEqual(art.x);
  }
});

test("the products page's band shows the suite on a wide screen: every product once, in the page's order, those to come outlined, names whole", async ({
  readPage: page,
}) => {
  for (const lang of ["fi", "es"] as const) {
    await page.goto(encodeURI(pagePath("products", lang)!));
    const tiles = page.locator("[data-suite-tiles]");
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(tiles, `${lang} at 1024 px: the title has the band`).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(tiles).toBeVisible();
    const cards = await page.locator("main li[data-product]").evaluateAll((items) => items.map((item) => item.textContent));
    const names = await tiles.locator("li").allTextContents();
    expect(names.length).toBe(productIds.length);
    names.forEach((name, index) => expect(cards[index], `${lang}: tile ${index}`).toContain(name));
    // Two rows at most, and no name wider than its tile.
    const rows = new Set(
      await tiles.locator("li").evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top))),
    );
    expect(rows.size, lang).toBeLessThanOrEqual(2);
    const wide = await tiles
      .locator("li > span:last-child")
      .evaluateAll((labels) =>
        labels
          .filter((label) => label.scrollWidth > (label.parentElement as HTMLElement).clientWidth + 1)
          .map((label) => label.textContent),
      );
    expect(wide, lang).toEqual([]);
    await expect(tiles.locator("li[data-coming-soon]")).toHaveCount(productIds.filter((id) => comingSoonProducts.includes(id)).length);
  }
});

const pages = {
  home: { fi: "/", en: "/en" },
  product: { fi: pagePath("invoicing", "fi")!, en: pagePath("invoicing", "en")! },
  pricing: { fi: pagePath("pricing", "fi")!, en: pagePath("pricing", "en")! },
  blog: { fi: pagePath("blog", "fi")!, en: pagePath("blog", "en")! },
  article: { fi: firstArticle("fi"), en: firstArticle("en") },
  "not-found": { fi: "/ei-ole-olemassa", en: "/en/no-such-page" },
  about: { fi: pagePath("about", "fi")!, en: pagePath("about", "en")! },
  "coming-soon": { fi: pagePath("crm", "fi")!, en: pagePath("crm", "en")! },
  products: { fi: pagePath("products", "fi")!, en: pagePath("products", "en")! },
  register: { fi: pagePath("register", "fi")!, en: pagePath("register", "en")! },
  search: { fi: `${pagePath("search", "fi")!}?q=lasku`, en: `${pagePath("search", "en")!}?q=invoice` },
};

// One test per page type (four screenshots on one browser page): a test per screenshot spent
// more time setting up than comparing. Phones keep their first screen, where the hero and
// header live; laptops keep the whole page.
test.describe("screenshots", () => {
  for (const [name, paths] of Object.entries(pages))
    test(name, async ({ page }) => {
      // A still clock: no timers run, so the 404 page stays and the page is as first painted, however
      // long the machine takes (an installed clock alone keeps ticking in real time).
      const now = Date.now();
      await page.clock.install({ time: now });
      await page.clock.pauseAt(now + 1000);
      // A visitor who reads each page in its language: no suggestion of another one.
      await page.addInitScript((key) => localStorage.setItem(key, "1"), languageBannerKey);
      for (const lang of ["fi", "en"] as const)
        for (const width of [390, 1280]) {
          const viewport = { width, height: width < 600 ? 844 : 900 };
          await page.setViewportSize(viewport);
          await page.goto(encodeURI(paths[lang]));
          // A full-page screenshot sets the window's size for its capture and restores it after; on a busy
          // machine that restore once landed after this width was set, and a phone shot showed a laptop's layout.
          await expect
            .poll(async () => {
              const inner = await page.evaluate(() => window.innerWidth);
              if (inner !== width) await page.setViewportSize(viewport);
              return inner;
            })
            .toBe(width);
          // The search page is drawn with its results.
          if (name === "search") await page.locator("main ol a").first().waitFor();
          await page.evaluate(() => document.fonts.ready);
          // The drawings behind photos (shown when the photo host fails) are CSS backgrounds, which the
          // screenshot does not wait for: wait until each has loaded, however long the machine takes.
          await page.evaluate(() =>
            Promise.all(
              [...document.querySelectorAll("*")].flatMap((element) =>
                [...getComputedStyle(element).backgroundImage.matchAll(/url\("?([^")]+)"?\)/g)].map(
                  ([, source]) =>
                    new Promise((resolve) => {
                      const image = new Image();
                      image.onload = image.onerror = resolve;
                      image.src = source!;
                    }),
                ),
              ),
            ),
          );
          await expect(page, `${name} ${lang} ${width}`).toHaveScreenshot(`${name}-${lang}-${width}.png`, {
            fullPage: width > 600,
            animations: "disabled",
            // The copyright year is the build's.
            mask: [page.locator("footer p").filter({ hasText: "©" })],
            maxDiffPixelRatio: 0.001,
          });
        }
    });
});

test("a product not open yet previews its features side by side on a laptop, each scene over its text, the titles in line", async ({
  readPage: page,
}) => {
  for (const id of comingSoonProducts) {
    await page.goto(encodeURI(pagePath(id, "fi")!));
    const rows = page.locator('[data-section="features"] > ol > li');
    await page.setViewportSize({ width: 1280, height: 900 });
    const boxes = await rows.evaluateAll((items) =>
      items.map((item) => ({
        scene: item.querySelector("[data-scene]")!.getBoundingClientRect().top,
        title: item.querySelector("h3")!.getBoundingClientRect().top,
      })),
    );
    expect(boxes.length, id).toBe(3);
    expect(new Set(boxes.map((box) => Math.round(box.title))).size, `${id}: titles in line`).toBe(1);
    for (const box of boxes) expect(box.scene, `${id}: the scene over its text`).toBeLessThan(box.title);
  }
});

test("register: a product still to come keeps its text a readable width, its link under it, in every language", async ({
  readPage: page,
}) => {
  for (const lang of languages) {
    await page.goto(encodeURI(pagePath("register", lang)!));
    for (const width of [390, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const cards = await page
        .locator("li:has(a[data-product])")
        .filter({ has: page.locator("h4") })
        .evaluateAll((items) =>
          items.map((item) => {
            const text = item.querySelector("p")!.getBoundingClientRect();
            const link = item.querySelector("a[data-product]")!.getBoundingClientRect();
            return {
              textWidth: text.width,
              textBottom: text.bottom,
              linkTop: link.top,
              linkRight: link.right,
              cardRight: item.getBoundingClientRect().right,
            };
          }),
        );
      expect(cards.length, `${lang} ${width}`).toBe(comingSoonProducts.length);
      for (const card of cards) {
        expect(card.textWidth, `${lang} ${width}: the audience line's width`).toBeGreaterThan(200);
        expect(card.linkTop, `${lang} ${width}: the link under the text`).toBeGreaterThanOrEqual(card.textBottom - 1);
        expect(card.linkRight, `${lang} ${width}: the link inside its card`).toBeLessThanOrEqual(card.cardRight);
      }
    }
  }
});
