import { expect, test } from "@playwright/test";
import { allPages, collectErrors, hydrated } from "./helpers";

const pages = allPages();

test("every page answers 200 with its language and a title of its own", async ({ request }) => {
  const titles = new Map<string, string>();
  for (const { path, lang } of pages) {
    const response = await request.get(encodeURI(path), { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain(`<html lang="${lang}"`);
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    expect(title, `${path} has a title`).toBeTruthy();
    expect(titles.get(title!), `${path} repeats the title of another page`).toBeUndefined();
    titles.set(title!, path);
    expect(html.match(/<h1[\s>]/g), `${path} has one h1`).toHaveLength(1);
  }
  expect(titles.size).toBe(pages.length);
});

for (const { page: key, lang, path } of pages) {
  test(`${key} (${lang}) hydrates without errors at ${path}`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(encodeURI(path));
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("header nav, header [aria-label]").first()).toBeVisible();
    await expect(page.locator("footer")).toContainText(String(new Date().getFullYear()));
    expect(errors).toEqual([]);
  });
}
