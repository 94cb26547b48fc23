import type { Page } from "@playwright/test";
import { notFoundRoute } from "../../app/routing/route-table";
import { messages } from "../../app/content/messages.server";
import { expect, test } from "./fixtures";
import { collectErrors, enhanced } from "./helpers";

/**
 * Opens a path with the page's clock (timers and `performance.now()`) under the test's
 * control, stopped at the navigation's start: the 404 page's timer runs on that clock, so
 * nothing depends on how fast the machine loads the page.
 */
async function openWithFakeClock(page: Page, path: string) {
  // Paused from before the page exists: in the new document `performance.now()` starts near 0
  // and stands still until the test moves it.
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(10_000);
  const response = await page.goto(path);
  await enhanced(page);
  return response;
}

/** The page stays until just before the redirect delay (counted from the page's start), and has moved to `home` just after. */
async function expectMoveAfterDelay(page: Page, from: string, home: string) {
  await page.clock.runFor(notFoundRoute.moveAfterMs - 200);
  await expect(page).toHaveURL((url) => url.pathname === from);
  await page.clock.runFor(300);
  await page.waitForURL((url) => url.pathname === home);
}

test.describe("404 page", () => {
  test("answers 404 in Finnish, noindex, logs an error and moves home after 3.5 s", async ({ page }) => {
    const errors = collectErrors(page);
    const response = await openWithFakeClock(page, "/ei-tallaista-sivua");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "fi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oho, nyt eksyttiin!");
    await expect(page.getByText("Tämä sivu on kadonnut tai sitä ei ole koskaan ollutkaan.")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expectMoveAfterDelay(page, "/ei-tallaista-sivua", "/");
    expect(errors.some((error) => error.includes('no route matches "/ei-tallaista-sivua"'))).toBe(true);
  });

  test("speaks the language of the path prefix and moves to that home", async ({ page }) => {
    const response = await openWithFakeClock(page, "/sv/finns-inte");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    await expect(page.getByRole("link", { name: /startsidan/i }).last()).toBeVisible();
    await expectMoveAfterDelay(page, "/sv/finns-inte", "/sv");
  });

  test("sends an unprefixed visitor to the language they chose before", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("NETTILASKU_language", "es"));
    await openWithFakeClock(page, "/no-existe");
    await expectMoveAfterDelay(page, "/no-existe", "/es");
  });
});

test("a visitor who starts using the 404 page keeps it, and finds the main pages linked", async ({ page }) => {
  await openWithFakeClock(page, "/en/no-such-page");
  const ways = page.locator("[data-ways-on] a");
  await expect(ways).toHaveText((["products", "pricing", "blog", "contact"] as const).map((page) => messages.en.nav[page]));
  await page.keyboard.press("Tab");
  await expect(page.locator("[data-moving-notice]")).toBeHidden();
  await page.clock.runFor(notFoundRoute.moveAfterMs + 1000);
  await expect(page).toHaveURL((url) => url.pathname === "/en/no-such-page");
  await ways.filter({ hasText: "Pricing" }).click();
  await expect(page).toHaveURL("/en/pricing");
});

test("the 404 page offers the site search: typing keeps the page, and the search answers", async ({ page }) => {
  await openWithFakeClock(page, "/en/no-such-page");
  const field = page.getByRole("search").getByRole("searchbox");
  await field.fill("invoice");
  await page.clock.runFor(notFoundRoute.moveAfterMs + 1000);
  await expect(page).toHaveURL((url) => url.pathname === "/en/no-such-page");
});

test("the 404 page's search leads to the language's search results", async ({ page }) => {
  await page.goto("/sv/no-such-page");
  await page.getByRole("search").getByRole("searchbox").fill("faktura");
  await page.getByRole("search").getByRole("button").click();
  await expect(page).toHaveURL("/sv/sok?q=faktura");
});
