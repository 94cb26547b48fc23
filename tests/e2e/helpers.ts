import type { Page } from "@playwright/test";
import { loadArticles } from "../../app/content/blog/load.server";
import { languages } from "../../app/i18n/languages";
import { articlePath, staticPagePaths } from "../../app/routing/route-table";

/** Every prerendered page of the site, from the route table and the blog content. */
export function allPages() {
  const articles = loadArticles();
  return [
    ...staticPagePaths().map(({ page, lang, path }) => ({ page, lang, path })),
    ...languages.flatMap((lang) =>
      articles[lang].map((article) => ({ page: `article ${article.id}`, lang, path: articlePath(lang, article.category, article.slug) })),
    ),
  ];
}

/** Collects console errors and uncaught exceptions, ignoring the external images that cannot load here. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().includes("ERR_NAME_NOT_RESOLVED")) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Waits until React has hydrated the page (the layout marks the document). */
export async function hydrated(page: Page) {
  await page.waitForSelector("html[data-hydrated]");
}

/** The axe-core rule tags of WCAG 2.2 levels A and AA, which every page must pass. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** Makes every use of localStorage throw, as in private modes or with storage disabled. */
export async function blockStorage(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
  });
}
