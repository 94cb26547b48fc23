import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { blockStorage, collectErrors, enhanced, userDataOf } from "./helpers";

/** Lands with campaign parameters, then moves through the site by clicking, like a visitor. */
async function landAndBrowse(page: Page, landing: string, clicks: string[]) {
  await page.goto(landing);
  await enhanced(page);
  for (const name of clicks) {
    await page.locator("footer").getByRole("link", { name, exact: true }).click();
    await page.waitForLoadState("networkidle");
  }
}

test("campaign data from the landing page reaches a signup link on mouse down (English)", async ({ page, baseURL }) => {
  const errors = collectErrors(page);
  await landAndBrowse(page, "/en/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=kev%C3%A4t&gclid=G-1", ["Blog", "About us"]);
  await page.goto("/en/register");
  await enhanced(page);
  const link = page.locator('main a[data-product="sign"]');
  await link.dispatchEvent("mousedown");
  const { href, data } = await userDataOf(link);
  expect(new URL(href).searchParams.get("product")).toBe("sign");
  expect(data.utm_params).toEqual({ utm_source: "newsletter", utm_medium: "email", utm_campaign: "kevät", utm_term: "", utm_content: "" });
  expect(data.gclid).toBe("G-1");
  expect(data.landing_page).toBe(`${baseURL}/en/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=kev%C3%A4t&gclid=G-1`);
  expect(data.registration_page).toBe(`${baseURL}/en/register`);
  // A second press replaces the parameter instead of adding another.
  await link.dispatchEvent("mousedown");
  await userDataOf(link);
  expect(errors).toEqual([]);
});

test.describe("touch", () => {
  test.use({ hasTouch: true, viewport: { width: 375, height: 740 } });
  test("touch start prepares the header's signup link (Finnish)", async ({ page }) => {
    await landAndBrowse(page, "/?utm_source=facebook&utm_content=video", ["Tietoa meistä"]);
    const link = page
      .locator("main")
      .getByRole("link", { name: /Rekisteröidy/ })
      .first();
    await page.goto("/");
    await enhanced(page);
    await link.dispatchEvent("touchstart");
    const { data } = await userDataOf(link);
    expect(data.utm_params.utm_source).toBe("facebook");
    expect(data.utm_params.utm_content).toBe("video");
    expect(data.registration_page).toMatch(/\/$/);
  });
});

test("Enter on a focused signup link sets the parameter before the app opens (Finnish product page)", async ({ page, context }) => {
  await landAndBrowse(page, "/laskutus?utm_source=bing&utm_term=verkkolasku", ["Toiminnanohjaus"]);
  await expect(page).toHaveURL("/toiminnanohjaus");
  const link = page.locator('[data-section="price"] a').first();
  await link.focus();
  // The app's host does not resolve here: check the request the new tab makes.
  const request = context.waitForEvent("request", (candidate) => candidate.url().includes("/signup"));
  const popup = context.waitForEvent("page");
  await page.keyboard.press("Enter");
  expect(new URL((await request).url()).searchParams.getAll("wp_user_data")).toHaveLength(1);
  const opened = await popup;
  const { data } = await userDataOf(link);
  expect(data.utm_params.utm_term).toBe("verkkolasku");
  expect(data.registration_page).toMatch(/\/toiminnanohjaus$/);
  await opened.close();
});

test("campaign data expires after 7 days", async ({ page }) => {
  await page.goto("/en?utm_source=old-campaign");
  await enhanced(page);
  await page.evaluate(() => localStorage.setItem("NETTILASKU_last_saved", String(Date.now() - 7 * 24 * 3600 * 1000 - 60_000)));
  await page.goto("/en/register");
  await enhanced(page);
  const link = page.locator('main a[data-product="invoicing"]');
  await link.dispatchEvent("mousedown");
  const { data } = await userDataOf(link);
  expect(data.utm_params.utm_source).toBe("");
  expect(data.landing_page).toContain("utm_source=old-campaign");
});

test("blocked storage never breaks a page, a link or navigation", async ({ page }) => {
  await blockStorage(page);
  const errors = collectErrors(page);
  await page.goto("/sv?utm_source=x");
  await enhanced(page);
  // Nothing can be remembered, so the consent notice asks; the answer holds for this page view.
  await page.locator("[data-consent-banner]").getByRole("button", { name: "Godkänn alla" }).click();
  await page.getByRole("button", { name: /språk/i }).click();
  await page.locator("#language-menu").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL("/en");
  // A new page: nothing was remembered, so it asks again (README, "Campaign attribution").
  await page.locator("[data-consent-banner]").getByRole("button", { name: "Accept all" }).click();
  const link = page
    .locator("main")
    .getByRole("link", { name: /Sign up/ })
    .first();
  await link.dispatchEvent("mousedown");
  const { data } = await userDataOf(link);
  expect(data.utm_params.utm_source).toBe("");
  expect(errors).toEqual([]);
});

test("stored values are never written into the page as HTML", async ({ page }) => {
  await page.goto("/en?utm_source=%3Cimg%20src%3Dx%20id%3Dinjected%3E");
  await enhanced(page);
  await page.goto("/en/register");
  await enhanced(page);
  await page.locator('main a[data-product="crm"]').dispatchEvent("mousedown");
  await expect(page.locator("#injected")).toHaveCount(0);
});

test("attribution does not wait for the app: it works with every script file blocked", async ({ page }) => {
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/en/pricing?utm_source=adwords&gclid=G-7");
  await page.goto("/en/register");
  const link = page.locator('main a[data-product="invoicing"]');
  await link.dispatchEvent("mousedown");
  const { data } = await userDataOf(link);
  expect(data.utm_params.utm_source).toBe("adwords");
  expect(data.gclid).toBe("G-7");
  expect(data.registration_page).toMatch(/\/en\/register$/);
  await expect(page.locator("html[data-enhanced]")).toHaveCount(0);
});
