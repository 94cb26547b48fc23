import type { Page } from "@playwright/test";
import { attributionFields, attributionKey, decodeUserData } from "../../app/attribution/attribution";
import { consentKey, policyVersion } from "../../app/consent/consent";
import { messages } from "../../app/content/messages.server";
import { expect, test } from "./fixtures";
import { axeViolations, blockStorage, collectErrors, enhanced } from "./helpers";

test.use({ consent: "undecided" });

const attributionKeys = attributionFields.map(attributionKey);
const notice = (page: Page) => page.locator("[data-consent-banner]");

/** Every local-storage key of the page's origin, with its value. */
const stored = (page: Page) => page.evaluate(() => Object.fromEntries(Object.entries(localStorage) as [string, string][]));

/** The wp_user_data values a signup link carries after the visitor presses it. */
async function pressSignupLink(page: Page) {
  const link = page.locator('main a[data-product="invoicing"]');
  await link.dispatchEvent("mousedown");
  return new URL((await link.getAttribute("href"))!).searchParams.getAll("wp_user_data");
}

test("a first visit from a campaign stores nothing and asks, in the page's language", async ({ page }) => {
  await page.goto("/sv/registrera?utm_source=x&gclid=y");
  await enhanced(page);
  await expect(notice(page)).toBeVisible();
  await expect(notice(page)).toHaveAttribute("aria-label", "Meddelande om kakor");
  await expect(notice(page).getByRole("button", { name: "Avvisa alla" })).toBeVisible();
  await expect(notice(page).getByRole("button", { name: "Godkänn alla" })).toBeVisible();
  expect(await stored(page)).toEqual({});
  expect(await pressSignupLink(page)).toEqual([]);
  expect(await stored(page)).toEqual({});
});

test("accept and reject have the same size and look", async ({ page }) => {
  await page.goto("/en");
  const accept = notice(page).getByRole("button", { name: "Accept all" });
  const reject = notice(page).getByRole("button", { name: "Reject all" });
  const look = (button: typeof accept) =>
    button.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.backgroundColor, style.color, style.fontSize, style.fontWeight, element.getBoundingClientRect().height];
    });
  expect(await look(reject)).toEqual(await look(accept));
});

test("rejecting stores only the decision, and signup links stay clean", async ({ page }) => {
  await page.goto("/en/register?utm_source=x&gclid=y");
  await notice(page).getByRole("button", { name: "Reject all" }).click();
  await expect(notice(page)).toBeHidden();
  expect(Object.keys(await stored(page))).toEqual([consentKey]);
  expect(await pressSignupLink(page)).toEqual([]);
  expect(Object.keys(await stored(page))).toEqual([consentKey]);
});

test("accepting captures the landing page's campaign, and links carry it as before", async ({ page, baseURL }) => {
  const errors = collectErrors(page);
  await page.goto("/en/register?utm_source=x&gclid=y");
  await enhanced(page);
  await notice(page).getByRole("button", { name: "Accept all" }).click();
  await expect(notice(page)).toBeHidden();
  const values = await stored(page);
  expect(JSON.parse(values[attributionKey("utm_params")]!)).toMatchObject({ utm_source: "x" });
  expect(values[attributionKey("gclid")]).toBe("y");
  expect(values[attributionKey("landing_page")]).toBe(`${baseURL}/en/register?utm_source=x&gclid=y`);
  const data = decodeUserData((await pressSignupLink(page))[0]!);
  expect(data.gclid).toBe("y");
  expect(data.registration_page).toBe(`${baseURL}/en/register?utm_source=x&gclid=y`);
  expect(errors).toEqual([]);
});

test("the decision is remembered on the next pages, and published for a tag manager", async ({ page }) => {
  await page.goto("/tietoa");
  await notice(page).getByRole("button", { name: "Hyväksy kaikki" }).click();
  for (const path of ["/hinnoittelu", "/en/pricing", "/blog/laskutus/verkkolaskutus-pienyrittajalle"]) {
    await page.goto(path);
    await enhanced(page);
    await expect(notice(page)).toBeHidden();
  }
  const dataLayer = await page.evaluate(() => (window.dataLayer ?? []).map((entry) => JSON.parse(JSON.stringify(entry)) as unknown));
  expect(dataLayer).toContainEqual({ 0: "consent", 1: "default", 2: expect.objectContaining({ ad_storage: "denied" }) });
  expect(dataLayer).toContainEqual({
    0: "consent",
    1: "update",
    2: { ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted", analytics_storage: "denied" },
  });
  expect(dataLayer).toContainEqual({ event: "nettilasku_consent", marketing: true });
});

test("the footer's button reopens the settings; withdrawing deletes every attribution key at once", async ({ page }) => {
  await page.goto("/en/register?utm_source=x&gclid=y");
  await enhanced(page);
  await notice(page).getByRole("button", { name: "Accept all" }).click();
  expect(await pressSignupLink(page)).toHaveLength(1);
  const before = Object.keys(await stored(page));
  expect(before).toEqual(expect.arrayContaining([attributionKey("utm_params"), attributionKey("registration_page")]));

  await page.locator("footer").getByRole("button", { name: "Cookie settings" }).click();
  const dialog = page.getByRole("dialog", { name: "Cookie settings" });
  await expect(dialog).toBeVisible();
  const marketing = dialog.getByRole("checkbox", { name: "Marketing" });
  await expect(marketing).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: /Strictly necessary/ })).toBeDisabled();
  await marketing.uncheck();
  await dialog.getByRole("button", { name: "Save choices" }).click();
  await expect(dialog).toBeHidden();

  const after = await stored(page);
  expect(Object.keys(after).filter((key) => attributionKeys.includes(key))).toEqual([]);
  expect(JSON.parse(after[consentKey]!)).toMatchObject({ version: policyVersion, marketing: false });
  expect(new URL((await page.locator('main a[data-product="invoicing"]').getAttribute("href"))!).searchParams.has("wp_user_data")).toBe(
    false,
  );
  expect(await pressSignupLink(page)).toEqual([]);
});

test("a decision older than 12 months, or for another policy version, is asked again", async ({ page }) => {
  const thirteenMonths = 13 * 31 * 24 * 3600 * 1000;
  for (const decision of [
    { version: policyVersion, marketing: true, decidedAt: Date.now() - thirteenMonths },
    { version: policyVersion + 1, marketing: true, decidedAt: Date.now() },
    "not json",
  ]) {
    await page.goto("/en");
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [consentKey, JSON.stringify(decision)] as const);
    await page.reload();
    await expect(notice(page)).toBeVisible();
  }
});

test("keyboard only: the notice comes first, and focus moves on to the page after a choice", async ({ page }) => {
  await page.goto("/en/pricing");
  // The closed settings dialog, and its heading, come after the page's content, not before its h1.
  expect(
    await page.evaluate(() => {
      const dialog = document.querySelector("dialog[data-consent-dialog]")!;
      return Boolean(document.querySelector("main")!.compareDocumentPosition(dialog) & Node.DOCUMENT_POSITION_FOLLOWING);
    }),
  ).toBe(true);
  await page.keyboard.press("Tab");
  await expect(notice(page).getByRole("link", { name: "Cookie policy" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(notice(page).getByRole("button", { name: "Reject all" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(notice(page).getByRole("button", { name: "Settings" })).toBeFocused();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Cookie settings" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(notice(page).getByRole("button", { name: "Settings" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(notice(page)).toBeHidden();
  await expect(page.locator("#main")).toBeFocused();
  expect(JSON.parse((await stored(page))[consentKey]!)).toMatchObject({ marketing: true });
});

test("works before the app loads and with every script file blocked", async ({ page }) => {
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/en/register?utm_source=adwords");
  await notice(page).getByRole("button", { name: "Accept all" }).click();
  await expect(notice(page)).toBeHidden();
  const data = decodeUserData((await pressSignupLink(page))[0]!);
  expect(data.utm_params.utm_source).toBe("adwords");
  await expect(page.locator("html[data-enhanced]")).toHaveCount(0);
});

test("blocked storage: the notice still answers, and nothing breaks", async ({ page }) => {
  await blockStorage(page);
  const errors = collectErrors(page);
  await page.goto("/es/registrarse?utm_source=x");
  await enhanced(page);
  await notice(page).getByRole("button", { name: "Aceptar todo" }).click();
  await expect(notice(page)).toBeHidden();
  expect(await pressSignupLink(page)).toHaveLength(1);
  expect(errors).toEqual([]);
});

test("without JavaScript nothing is asked, because nothing is stored", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en/cookies");
  await expect(notice(page)).toBeHidden();
  await expect(page.locator("footer").getByRole("button", { name: "Cookie settings" })).toBeHidden();
  await expect(page.locator("main").getByText(messages.en.cookiePolicy.noScript)).toBeVisible();
  await context.close();
});

test("the cookie policy lists every key the site has stored, and its settings button opens the dialog", async ({ page }) => {
  await page.goto("/en/register?utm_source=x&gclid=y");
  await enhanced(page);
  await notice(page).getByRole("button", { name: "Accept all" }).click();
  await pressSignupLink(page);
  await page.getByRole("button", { name: /language/i }).click();
  await page.locator("#language-menu").getByRole("link", { name: "Suomi" }).click();
  await expect(page).toHaveURL("/rekisteroidy");
  await page.goto("/en/cookies");
  await enhanced(page);
  const listed = await page.locator("[data-stored-key]").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-stored-key")));
  for (const key of Object.keys(await stored(page))) expect(listed, `${key} is on the cookie policy`).toContain(key);
  await page.locator("main").getByRole("button", { name: "Open cookie settings" }).click();
  await expect(page.getByRole("dialog", { name: "Cookie settings" })).toBeVisible();
});

for (const [path, open] of [
  ["/", "notice"],
  ["/sv/kakor", "dialog"],
] as const) {
  test(`axe finds no WCAG 2.2 A/AA violations at ${path} with the ${open} open`, async ({ page }) => {
    await page.goto(path);
    await enhanced(page);
    if (open === "dialog") await notice(page).getByRole("button", { name: "Inställningar" }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
}

for (const path of ["/", "/laskutus", "/en/pricing", "/sv/blog", "/es/blog/erp/toiminnanohjaus-pienyritykselle", "/en/cookies"]) {
  test(`the notice never becomes the largest contentful paint of ${path}, on a phone or a laptop`, async ({ browser }) => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(path, { waitUntil: "load" });
      await expect(notice(page)).toBeVisible();
      // The page's final largest paint: every candidate up to now, read after one more frame
      // (on a busy machine the notice can paint a frame before the page's main text does).
      const largest = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const entries: (PerformanceEntry & { element?: Element | null })[] = [];
            new PerformanceObserver((list) => entries.push(...list.getEntries())).observe({
              type: "largest-contentful-paint",
              buffered: true,
            });
            requestAnimationFrame(() =>
              setTimeout(() => {
                const entry = entries.at(-1);
                resolve(entry?.element?.closest("[data-consent-banner]") ? "notice" : (entry?.element?.tagName ?? "none"));
              }, 100),
            );
          }),
      );
      expect(largest, `${path} at ${viewport.width} px`).not.toBe("notice");
      await context.close();
    }
  });
}

test("on a phone the cookie policy lists each key as a block of labelled cells, with nothing to scroll sideways", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/en/cookies");
  const table = page.getByRole("table");
  await expect(table.getByRole("rowheader").first()).toHaveText(/consent$/);
  // Still a table for assistive technology, with its column headers.
  await expect(table.getByRole("columnheader")).toHaveCount(4);
  const wrapper = table.locator("xpath=..");
  expect(await wrapper.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const purpose = table.locator("td[data-label]").nth(1);
  expect(await purpose.evaluate((cell) => getComputedStyle(cell, "::before").content)).toBe('"Purpose"');
  const [key, category] = await Promise.all([
    table.getByRole("rowheader").first().boundingBox(),
    table.getByRole("cell").first().boundingBox(),
  ]);
  expect(category!.y).toBeGreaterThan(key!.y + key!.height - 1);
});
