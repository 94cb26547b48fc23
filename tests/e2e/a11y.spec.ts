import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { readFileSync } from "node:fs";
import { hydrated, wcagTags } from "./helpers";

/** Every URL of the built sitemap, as a local path, plus the 404 pages. */
const sitemap = readFileSync("build/client/sitemap.xml", "utf8");
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
paths.push("/no-such-page", "/en/no-such-page", "/sv/no-such-page", "/es/no-such-page");

for (const path of paths) {
  test(`axe finds no WCAG 2.2 A/AA violations at ${decodeURI(path)}`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
    const summary = results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
    expect(summary).toEqual([]);
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
      const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  }
});
