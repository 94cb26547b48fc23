/**
 * The look of the site: where the heroes put their product screens, and screenshots of the
 * main page types compared with the committed ones (docs/design-language.md, "Visual tests").
 * After an intended change of look, `npx playwright test visual --project node
 * --update-snapshots` rewrites them; look at every new image before committing it.
 */
import type { Page } from "@playwright/test";
import { productIds } from "../../app/config/products";
import { loadArticles } from "../../app/content/blog/load.server";
import { pagePath } from "../../app/routing/route-table";
import { expect, test } from "./fixtures";

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
  test("each product's screen is beside its headline on a laptop and below it on a phone", async ({ page }) => {
    for (const id of productIds) {
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
    }
  });

  test("the home hero pairs the headline with two product screens on a laptop, one on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/en");
    const screens = page.locator("main section").first().locator('[role="img"]');
    await expect(screens).toHaveCount(2);
    const heading = await box(page, "h1");
    for (const screen of await screens.all()) {
      await expect(screen).toBeVisible();
      expect((await screen.boundingBox())!.x).toBeGreaterThan(heading.x + heading.width);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(screens.filter({ visible: true })).toHaveCount(1);
  });
});

const pages = {
  home: { fi: "/", en: "/en" },
  product: { fi: pagePath("invoicing", "fi")!, en: pagePath("invoicing", "en")! },
  pricing: { fi: pagePath("pricing", "fi")!, en: pagePath("pricing", "en")! },
  blog: { fi: pagePath("blog", "fi")!, en: pagePath("blog", "en")! },
  article: { fi: firstArticle("fi"), en: firstArticle("en") },
  "not-found": { fi: "/ei-ole-olemassa", en: "/en/no-such-page" },
};

// One test per page type (four screenshots on one browser page): a test per screenshot spent
// more time setting up than comparing. Phones keep their first screen, where the hero and
// header live; laptops keep the whole page.
test.describe("screenshots", () => {
  for (const [name, paths] of Object.entries(pages))
    test(name, async ({ page }) => {
      // A still clock: no timers run, so the 404 page stays and the page is as first painted.
      await page.clock.install();
      for (const lang of ["fi", "en"] as const)
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
          await page.goto(encodeURI(paths[lang]));
          await page.evaluate(() => document.fonts.ready);
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
