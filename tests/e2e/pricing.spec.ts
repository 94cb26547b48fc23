import { messages } from "../../app/content/messages.server";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { enhanced } from "./helpers";
import { pricingUrl, productSignupUrl } from "../../app/config/outbound";
import { productIds, products } from "../../app/config/products";
import { pagePath } from "../../app/routing/route-table";

/** The prices the visitor sees: the page holds each with and without VAT, and the choice hides one. */
const shown = (page: Page, scope: string) =>
  page.locator(`${scope} [data-vat-excluded], ${scope} [data-vat-included]`).filter({ visible: true });
const invoicingPrice = (page: Page) => shown(page, "[data-product=invoicing]");
const cleaningPlans = (page: Page) => shown(page, "#cleaning-plans ~ ul");

test("the VAT choice changes every price, is stated, and is kept in the URL with the campaign", async ({ readPage: page }) => {
  await page.goto("/hinnoittelu?utm_source=mail");
  await enhanced(page);
  await expect(page.getByRole("radio", { name: /alv 0 %/ })).toBeChecked();
  await expect(invoicingPrice(page)).toHaveText(/^alkaen 9,90\s€\/kk$/);
  await expect(page.getByText("Hinnat alv 0 %.")).toBeVisible();
  await expect(cleaningPlans(page)).toHaveText([/^29\s€$/, /^69\s€$/]);

  await page
    .locator("label")
    .filter({ hasText: /^sis\. alv 25,5\s%$/ })
    .click();
  await expect(invoicingPrice(page)).toHaveText(/^alkaen 12,42\s€\/kk$/);
  await expect(cleaningPlans(page)).toHaveText([/^36,40\s€$/, /^86,60\s€$/]);
  await expect(page.getByText(/Hinnat sisältävät arvonlisäveron 25,5\s%/)).toBeVisible();
  await expect(page).toHaveURL("/hinnoittelu?utm_source=mail&vat=included");
  expect(await page.evaluate(() => JSON.stringify(localStorage).includes("vat"))).toBe(false);

  // A shared link opens with the same choice, before the app has started.
  await page.goto("/en/pricing?vat=included");
  await expect(page.getByRole("radio", { name: "Incl. VAT 25.5%" })).toBeChecked();
  await expect(invoicingPrice(page)).toHaveText("from €12.42/month");
  await page.getByText("Excl. VAT", { exact: true }).click();
  await expect(invoicingPrice(page)).toHaveText("from €9.90/month");
  await expect(page).toHaveURL("/en/pricing");
});

test("reached by a link from another page, the pricing page still reads and keeps the choice", async ({ readPage: page }) => {
  await page.goto("/sv/om");
  await enhanced(page);
  await page.evaluate(() => history.replaceState(history.state, "", "/sv/om"));
  await page.locator("header").getByRole("link", { name: "Priser" }).first().click();
  await expect(page).toHaveURL("/sv/prissattning");
  await page
    .locator("label")
    .filter({ hasText: /^Inkl. moms 25,5\s%$/ })
    .click();
  await expect(page).toHaveURL("/sv/prissattning?vat=included");
  await expect(invoicingPrice(page)).toContainText("12,42");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("prices show without VAT, saying so, and the choice still works", async ({ readPage: page }) => {
    await page.goto("/es/precios");
    await expect(invoicingPrice(page)).toContainText("9,90");
    await expect(page.getByText("Los precios no incluyen el IVA.")).toBeVisible();
    await page
      .locator("label")
      .filter({ hasText: /^Con IVA del 25,5\s%$/ })
      .click();
    await expect(invoicingPrice(page)).toContainText("12,42");
  });
});

test("Offerly is on the page, free for the business asking, with a link to its page", async ({ readPage: page }) => {
  await page.goto("/en/pricing");
  const offerly = page.locator("[data-product=offerly]");
  await expect(offerly).toContainText(/free/i);
  await expect(offerly.getByRole("link", { name: /learn more/i })).toHaveAttribute("href", "/en/offerly");
});

test("every card leads with one action: its trial as the one button, the price list as a text link; coming-later cards offer no signup", async ({
  readPage: page,
}) => {
  await page.goto("/en/pricing");
  for (const id of productIds) {
    const card = page.locator(`[data-product=${id}]`);
    const signups = card.locator(`a[href="${productSignupUrl(id)}"]`);
    const buttons = card.locator("a[class*=bg-brand-600]");
    if (products[id].comingSoon) {
      await expect(signups, id).toHaveCount(0);
      await expect(buttons, id).toHaveCount(0);
      continue;
    }
    await expect(buttons, `${id}: one primary action`).toHaveCount(1);
    await expect(buttons, id).toHaveAttribute("href", productSignupUrl(id));
    // Each action says which product it is for.
    await expect(buttons, id).toHaveAccessibleDescription(await card.getByRole("heading", { level: 2 }).innerText());
    const list = pricingUrl(id);
    if (list) {
      const link = card.locator(`a[href="${list}"]`);
      await expect(link, `${id}: the price list is a text link`).toHaveCount(1);
      expect(await link.getAttribute("class"), id).not.toMatch(/bg-brand-600|border/);
    }
  }
  // What the content knows: invoicing's starting price, the ERP's cleaning plans from their lowest price.
  await expect(page.locator("[data-product=invoicing] [data-price-panel]")).toContainText("from €9.90/month");
  await expect(page.locator("[data-product=erp] [data-price-panel]")).toContainText("€29/month");
});

test("the featured card's offer is a panel filling its side from a tablet up, beside what it includes", async ({ readPage: page }) => {
  await page.goto("/en/pricing");
  const card = page.locator("[data-product=invoicing]");
  const panel = card.locator("[data-price-panel]");
  const content = card.locator("[data-card-content]");
  for (const width of [768, 1024, 1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    const [cardBox, panelBox, contentBox] = [(await card.boundingBox())!, (await panel.boundingBox())!, (await content.boundingBox())!];
    expect(panelBox.x, `${width} px: the offer beside the features`).toBeGreaterThan(contentBox.x + contentBox.width);
    expect(Math.abs(panelBox.y - cardBox.y), `${width} px: the offer's panel fills the card's side from its top`).toBeLessThan(3);
    expect(Math.abs(panelBox.y + panelBox.height - (cardBox.y + cardBox.height)), `${width} px: … to its foot`).toBeLessThan(3);
    // Its price and action sit in the panel's middle, so no blank band opens above or below them.
    const offer = (await panel.locator("p").first().boundingBox())!;
    const action = (await panel.getByRole("link").last().boundingBox())!;
    const above = offer.y - panelBox.y;
    const below = panelBox.y + panelBox.height - (action.y + action.height);
    expect(Math.abs(above - below), `${width} px: as much room above the offer as below it`).toBeLessThan(4);
    // The card is no taller than its taller column and its padding: the empty blue the review found is gone.
    expect(cardBox.height, `${width} px`).toBeLessThan(Math.max(panelBox.height, contentBox.height) + 60);
  }
  // On a phone the offer follows the features.
  await page.setViewportSize({ width: 390, height: 900 });
  expect((await panel.boundingBox())!.y).toBeGreaterThan((await content.boundingBox())!.y + (await content.boundingBox())!.height);
});

test("the VAT choice and the trial's terms open the page, above the first price", async ({ readPage: page }) => {
  await page.goto("/hinnoittelu");
  const terms = page.getByRole("region", { name: messages.fi.pricing.terms.title });
  for (const item of messages.fi.pricing.terms.items) await expect(terms.getByRole("listitem").filter({ hasText: item })).toBeVisible();
  await expect(terms.getByRole("group", { name: messages.fi.pricing.vat.legend })).toBeVisible();
  const choice = (await terms.getByRole("group").boundingBox())!;
  const price = (await page.locator("[data-product=invoicing] [data-price-panel] p").first().boundingBox())!;
  expect(choice.y).toBeLessThan(price.y);
});

test("the cleaning plans keep their Finnish names, with the page's own name beside them where it differs", async ({ readPage: page }) => {
  await page.goto("/en/pricing");
  const plans = page.locator("#cleaning-plans ~ ul h3");
  await expect(plans).toHaveText(["Startti (Starter)", "Kasvava (Growth)", "Enterprise"]);
  await page.goto("/hinnoittelu");
  await expect(page.locator("#cleaning-plans ~ ul h3")).toHaveText(["Startti", "Kasvava", "Enterprise"]);
});

test("the most popular cleaning plan is labelled as on the cleaning page, and no card on the page without a price says where prices are twice", async ({
  readPage: page,
}) => {
  await page.goto("/siivous-toiminnanohjaus");
  const label = await page.locator("[data-popular] > p").first().innerText();
  await page.goto("/hinnoittelu");
  await expect(page.locator("#cleaning-plans ~ ul [data-popular] > p").first()).toHaveText(label);
  await expect(page.locator("#cleaning-plans ~ ul [data-popular] h3")).toHaveText("Kasvava");
  // The price list's link beside the button says where the prices are; the card does not say it again.
  await expect(page.locator("main")).not.toContainText(messages.fi.pricing.afterTrial);
  await page.goto(encodeURI(pagePath("sign", "fi")!));
  await expect(page.locator('[data-section="price"]')).toContainText(messages.fi.pricing.afterTrial);
});

test("on a phone the first screen reaches the first price: the VAT choice alone stands above it", async ({ readPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/hinnoittelu");
  const terms = page.getByRole("region", { name: messages.fi.pricing.terms.title });
  await expect(terms.getByRole("group", { name: messages.fi.pricing.vat.legend })).toBeVisible();
  // The terms' list waits for a laptop: the intro above says the same.
  await expect(terms.locator("ul")).toBeHidden();
  const price = (await page.locator("[data-product=invoicing] [data-price-panel] p").first().boundingBox())!;
  expect(price.y + price.height).toBeLessThan(844);
});

test("a product page's published price says it excludes VAT", async ({ readPage: page }) => {
  for (const [id, lang] of [
    ["invoicing", "fi"],
    ["erp", "en"],
  ] as const) {
    await page.goto(pagePath(id, lang)!);
    await expect(page.locator("[data-section=price]")).toContainText(messages[lang].pricing.vat.noteExcluded);
  }
});

test("a feature still to come has a clock, not a tick, where a card lists what is included", async ({ readPage: page }) => {
  await page.goto("/en/pricing");
  const upcoming = page.locator("[data-product=invoicing] li[data-upcoming]");
  await expect(upcoming).toHaveCount(1);
  await page.goto(pagePath("sign", "en")!);
  await expect(page.locator("main li[data-upcoming]")).toHaveCount(1);
});

test("the cleaning plans' buttons line up in their row, also where a price wraps", async ({ readPage: page }) => {
  await page.goto("/hinnoittelu");
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const bottoms = await page
      .locator("[data-plan] a, [data-plan] button")
      .evaluateAll((actions) => actions.map((action) => Math.round(action.getBoundingClientRect().bottom)));
    expect(bottoms.length, `${width} px`).toBe(3);
    expect(new Set(bottoms).size, `${width} px: ${bottoms.join(", ")}`).toBe(1);
  }
});
