import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { expect, type ConsoleMessage, type Locator, type Page } from "@playwright/test";
import { decodeUserData } from "../../app/attribution/attribution";
import type * as Axe from "axe-core";
import { loadArticles } from "../../app/content/blog/load.server";
import { landingPages } from "../../app/content/landing/load.server";
import { languages } from "../../app/i18n/languages";
import { articlePath, staticPagePaths } from "../../app/routing/route-table";

/** Every prerendered page of the site, from the route table, the landing pages and the blog content. */
export function allPages() {
  const articles = loadArticles();
  return [
    ...staticPagePaths().map(({ page, lang, path }) => ({ page, lang, path })),
    ...landingPages().flatMap((landing) =>
      languages.flatMap((lang) => {
        const copy = landing.copy[lang];
        return copy ? [{ page: `landing ${landing.id}`, lang, path: copy.path }] : [];
      }),
    ),
    ...languages.flatMap((lang) =>
      articles[lang].map((article) => ({ page: `article ${article.id}`, lang, path: articlePath(lang, article.category, article.slug) })),
    ),
  ];
}

/**
 * Collects console errors and uncaught exceptions, ignoring the external images that cannot
 * load here. `stop` removes the listeners, for a tab that the next test uses again.
 */
export function collectErrors(page: Page): string[] & { stop: () => void } {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === "error" && !message.text().includes("ERR_NAME_NOT_RESOLVED")) errors.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(error.message);
  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  const stop = () => {
    page.off("console", onConsole);
    page.off("pageerror", onPageError);
  };
  // Not enumerable, so that the list still equals a plain array of messages.
  return Object.defineProperty(errors, "stop", { value: stop, enumerable: false }) as string[] & { stop: typeof stop };
}

/**
 * Waits until the page's enhancements module has run (app/enhancements/index.ts marks the
 * document): the products menu's hover timing, the language banner and the 404 page's move are
 * in place. Content and links never wait for it.
 */
export async function enhanced(page: Page) {
  await page.waitForSelector("html[data-enhanced]", { state: "attached" });
}

/** The axe-core rule tags of WCAG 2.2 levels A and AA, which every page must pass. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** axe-core itself; the walks' tabs add it to every page up front (tests/e2e/fixtures.ts) instead of injecting it each time. */
export const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe-core's WCAG 2.2 A/AA violations on the page as it is now, one line each with the
 * offending elements. Only violations are collected, not the passes and incomplete checks a full report also builds.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const { violations } = await window.axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  }, wcagTags);
}

declare global {
  interface Window {
    axe: typeof Axe;
  }
}

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

/** A free port on this machine, for a server a spec starts of its own. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The attribution a signup link carries: its address and its one `wp_user_data`, decoded. */
export async function userDataOf(link: Locator) {
  const href = (await link.getAttribute("href"))!;
  const values = new URL(href).searchParams.getAll("wp_user_data");
  expect(values, `${href} carries wp_user_data once`).toHaveLength(1);
  return { href, data: decodeUserData(values[0]!) };
}
