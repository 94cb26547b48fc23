/**
 * Every page of the site, hydrated as a visitor would: its language, one h1, its header and
 * footer, no error in the console, and no WCAG 2.2 A/AA violation that axe-core can find.
 * One browser page walks each language's pages in turn: much faster than a test per URL.
 */
import { languages } from "../../app/i18n/languages";
import { expect, test } from "./fixtures";
import { allPages, axeSource, axeViolations, collectErrors, hydrated } from "./helpers";

const pages = allPages();
const notFoundPaths = { fi: "/no-such-page", en: "/en/no-such-page", sv: "/sv/no-such-page", es: "/es/no-such-page" };

for (const lang of languages) {
  test(`every ${lang} page hydrates without errors and passes axe`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.addInitScript(axeSource);
    for (const { path } of pages.filter((entry) => entry.lang === lang)) {
      await page.goto(encodeURI(path));
      await hydrated(page);
      await expect(page.locator("html"), path).toHaveAttribute("lang", lang);
      await expect(page.locator("h1"), path).toHaveCount(1);
      await expect(page.locator("header nav, header [aria-label]").first(), path).toBeVisible();
      await expect(page.locator("footer"), path).toContainText(String(new Date().getFullYear()));
      expect(await axeViolations(page), path).toEqual([]);
      expect(errors, path).toEqual([]);
    }
  });

  test(`the ${lang} 404 page passes axe`, async ({ page }) => {
    await page.goto(notFoundPaths[lang]);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  for (const path of ["/", "/en/invoicing", "/sv/blog", "/siivous-toiminnanohjaus"]) {
    test(`axe finds no violations at ${path} on a phone, menu open`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await page
        .locator("header")
        .getByRole("button", { name: /valikko|menu|meny|menú/i })
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
