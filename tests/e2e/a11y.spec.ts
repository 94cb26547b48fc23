/**
 * Every page of the site, as a visitor's browser runs it: its language, one h1, its header and
 * footer, no error in the console, and no WCAG 2.2 A/AA violation that axe-core can find.
 * One test per URL (from the route table and the blog content), each with the default
 * timeout, so a slow or busy machine takes longer but never fails a correct page. axe runs
 * once per URL, on our own server only: what it reads does not depend on the serving engine.
 */
import { languages } from "../../app/i18n/languages";
import { languagePrefix } from "../../app/routing/route-table";
import { expect, test } from "./fixtures";
import { allPages, axeViolations, collectErrors, enhanced } from "./helpers";

test.describe("every page runs without errors and passes axe", () => {
  for (const { path, lang } of allPages()) {
    test(path, async ({ walkPage: page }) => {
      const errors = collectErrors(page);
      try {
        await page.goto(encodeURI(path));
        await enhanced(page);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.locator("header nav, header [aria-label]").first()).toBeVisible();
        await expect(page.locator("footer")).toContainText(String(new Date().getFullYear()));
        expect(await axeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        errors.stop();
      }
    });
  }
});

for (const lang of languages) {
  test(`the ${lang} 404 page passes axe`, async ({ walkPage: page }) => {
    await page.goto(`${languagePrefix(lang)}/no-such-page`);
    await enhanced(page);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test.describe("on a phone", () => {
  for (const path of ["/", "/en/invoicing", "/sv/blog", "/siivous-toiminnanohjaus"]) {
    test(`axe finds no violations at ${path} on a phone, menu open`, async ({ readPage: page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(path);
      await enhanced(page);
      await page
        .locator("header")
        .getByRole("button", { name: /valikko|menu|meny|menú/i })
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
