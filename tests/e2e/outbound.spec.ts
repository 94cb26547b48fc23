import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";
import { exploreMoreUrl, productCtaUrl, productSignupUrl, productStartUrl } from "../../app/config/outbound";
import { comingSoonProducts, productIds } from "../../app/config/products";
import { priceListUrl, site } from "../../app/config/site";
import { messages } from "../../app/content/messages.server";
import { languages } from "../../app/i18n/languages";
import { pagePath } from "../../app/routing/route-table";

/** Asserts a link opens its target in a new tab without giving it the opener. */
async function expectNewTab(link: Locator, href: string) {
  await expect(link).toHaveAttribute("href", href);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
}

test("header register and login open the app in a new tab", async ({ readPage: page }) => {
  await page.goto("/en");
  const header = page.locator("header");
  await expectNewTab(header.getByRole("link", { name: /^Sign up/ }), site.app.signup);
  await expectNewTab(header.getByRole("link", { name: /^Log in/ }), site.app.login);
  await expectNewTab(
    page
      .locator("main")
      .getByRole("link", { name: /^Sign up/ })
      .first(),
    site.app.signup,
  );
});

test("footer links the terms article in a new tab and splits products 4 and 3", async ({ readPage: page }) => {
  await page.goto("/");
  const footer = page.locator("footer");
  await expectNewTab(footer.getByRole("link", { name: /Käyttöehdot/ }), site.termsUrl);
  await expect(footer.getByRole("navigation", { name: "Tuotteet" }).getByRole("link")).toHaveCount(4);
  await expect(footer.getByRole("navigation", { name: "Lisää tuotteita" }).getByRole("link")).toHaveCount(3);
});

for (const lang of languages) {
  test(`register page (${lang}) has seven product signups with product=id`, async ({ readPage: page }) => {
    await page.goto(encodeURI(pagePath("register", lang)!));
    const links = page.locator("main a[data-product]");
    await expect(links).toHaveCount(7);
    for (const [index, id] of productIds.entries()) await expectNewTab(links.nth(index), productSignupUrl(id));
    // CRM and KYC can be signed up for here, but their cards say they are coming soon.
    for (const id of productIds) {
      const card = page.locator("main li").filter({ has: page.locator(`a[data-product="${id}"]`) });
      const label = messages[lang].common.comingSoon;
      if (comingSoonProducts.includes(id)) await expect(card).toContainText(label);
      else await expect(card).not.toContainText(label);
    }
  });
}

for (const lang of languages) {
  for (const id of productIds) {
    test(`product page ${id} (${lang}): buttons go where the outbound rules say`, async ({ readPage: page }) => {
      await page.goto(encodeURI(pagePath(id, lang)!));
      const hero = page.locator('[data-section="hero"]');
      const features = page.locator('[data-section="features"]');
      const cta = page.locator('[data-section="cta"]');
      const explore = exploreMoreUrl(id, lang);
      const comingSoon = comingSoonProducts.includes(id);
      // Explore-more only for products with a site of their own; the hero holds the start control beside it,
      // or, while the product is coming soon, a link to the services open now.
      if (explore) await expectNewTab(hero.locator(`a[href="${explore}"]`), explore);
      await expect(hero.locator("a"), id).toHaveCount((explore ? 1 : 0) + 1);

      if (comingSoon) {
        // Coming soon: one signup control, a real disabled button in the hero that says why; the
        // features read as what is coming, and the call to action leads to the open services.
        const disabled = page.locator("main button:disabled");
        await expect(disabled, id).toHaveCount(1);
        await expect(hero.locator("button:disabled"), id).toContainText(messages[lang].common.comingSoon);
        await expect(hero.getByRole("link", { name: messages[lang].product.seeAvailable }), id).toHaveAttribute(
          "href",
          pagePath("products", lang)!,
        );
        await expect(features.getByRole("heading", { level: 2 }), id).toHaveText(messages[lang].product.comingTitle);
        await expect(cta.locator("a[data-see-available]"), id).toHaveAttribute("href", pagePath("products", lang)!);
        await expect(page.locator("main").locator(`a[href*="${new URL(site.app.signup).host}"]`), id).toHaveCount(0);
      } else {
        await expectNewTab(hero.getByRole("link").first(), productStartUrl(id, lang));
        await expectNewTab(features.getByRole("link").last(), productSignupUrl(id));
        await expectNewTab(cta.locator("a:not([data-book-demo])"), productCtaUrl(id, lang));
      }
      // "Book a demo" leads to the contact page, for the products one can start with.
      if (comingSoon) await expect(cta.locator("a[data-book-demo]"), id).toHaveCount(0);
      else await expect(cta.locator("a[data-book-demo]"), id).toHaveAttribute("href", `${pagePath("contact", lang)!}#demo`);
    });
  }
}

test("pricing greys out CRM and KYC, links the priced products to the price list and Offerly to its page", async ({ readPage: page }) => {
  await page.goto("/en/pricing");
  const cards = page.locator("li[data-product]");
  await expect(cards).toHaveCount(7);
  await expect(page.locator('li[data-product="offerly"] a')).not.toHaveAttribute("target", "_blank");
  for (const id of ["invoicing", "sign", "financing", "erp"]) {
    await expect(page.locator(`li[data-product="${id}"] a`)).toHaveAttribute("href", `${priceListUrl}#${id}`);
    await expect(page.locator(`li[data-product="${id}"] a`)).toHaveAttribute("target", "_blank");
  }
  await expect(page.locator('li[data-product="crm"] a')).toHaveCount(0);
  await expect(page.locator('li[data-product="crm"]')).toContainText(/pricing/i);
  await expect(page.locator('li[data-product="kyc"]')).toContainText(/service/i);
  await expect(page.locator('li[data-product="invoicing"]')).toContainText("€9.90");
  await page.getByRole("link", { name: "Book a demo" }).click();
  await expect(page).toHaveURL("/en/contact#demo");
  // The demo section is in view and books by email, with the request's subject filled in.
  const demo = page.locator("#demo");
  await expect(demo).toBeInViewport();
  await expect(demo.getByRole("link", { name: "Book a demo by email" })).toHaveAttribute(
    "href",
    /^mailto:[^?]+@[^?]+\?subject=Demo%20request&body=/,
  );
});
