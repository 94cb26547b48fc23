import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";
import { exploreMoreUrl, pricingUrl, productCtaUrl, productSignupUrl, productStartUrl } from "../../app/config/outbound";
import { comingSoonProducts, productIds, products } from "../../app/config/products";
import { priceListUrl, site } from "../../app/config/site";
import { messages } from "../../app/content/messages.server";
import { productContent } from "../../app/content/products.server";
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

test("footer links the terms article in a new tab and splits the products in two columns, the first the longer", async ({
  readPage: page,
}) => {
  await page.goto("/");
  const footer = page.locator("footer");
  await expectNewTab(footer.getByRole("link", { name: /Käyttöehdot/ }), site.termsUrl);
  const first = Math.ceil(productIds.length / 2);
  await expect(footer.getByRole("navigation", { name: messages.fi.footer.products, exact: true }).getByRole("link")).toHaveCount(first);
  await expect(footer.getByRole("navigation", { name: messages.fi.footer.moreProducts }).getByRole("link")).toHaveCount(
    productIds.length - first,
  );
});

for (const lang of languages) {
  test(`register page (${lang}): a chooser with every product's signup (product=id), the products to come apart and saying so on their action`, async ({
    readPage: page,
  }) => {
    await page.goto(encodeURI(pagePath("register", lang)!));
    const links = page.locator("main a[data-product]");
    await expect(links).toHaveCount(productIds.length);
    const t = messages[lang];
    for (const id of productIds) {
      const link = page.locator(`main a[data-product="${id}"]`);
      await expectNewTab(link, productSignupUrl(id));
      const name = productContent[lang][id].name;
      const card = page.locator("main li").filter({ has: page.locator(`a[data-product="${id}"]`) });
      if (comingSoonProducts.includes(id)) {
        // Grouped apart; the action says what it does and the card that the product is coming.
        await expect(page.locator(`[data-choices="later"] a[data-product="${id}"]`)).toHaveCount(1);
        await expect(link).toHaveAccessibleName(new RegExp(`^${t.register.comingSoonAction}`));
        await expect(link).toHaveAccessibleDescription(name);
        await expect(card).toContainText(t.common.comingSoon);
      } else {
        // The open product's name is its link, described by who it is for.
        await expect(page.locator(`[data-choices="open"] a[data-product="${id}"]`)).toHaveCount(1);
        await expect(link).toHaveAccessibleName(new RegExp(`^${name}`));
        await expect(link).toHaveAccessibleDescription(productContent[lang][id].audience);
        await expect(card).not.toContainText(t.common.comingSoon);
      }
    }
  });
}

for (const lang of languages) {
  for (const id of productIds) {
    test(`product page ${id} (${lang}): buttons go where the outbound rules say`, async ({ readPage: page }) => {
      await page.goto(encodeURI(pagePath(id, lang)!));
      const hero = page.locator('[data-section="hero"]');
      const features = page.locator('[data-section="features"]');
      const price = page.locator('[data-section="price"]');
      const cta = page.locator('[data-section="cta"]');
      const explore = exploreMoreUrl(id, lang);
      const comingSoon = comingSoonProducts.includes(id);
      const name = productContent[lang][id].name;
      // Explore-more only for products with a site of their own; the hero holds the start control beside it,
      // or, while the product is coming soon, the email that asks to hear when it opens and the services open now.
      if (explore) {
        await expectNewTab(hero.locator(`a[href="${explore}"]`), explore);
        // It leads to another site, so it is a quiet text link beside the one button, not a second button.
        const look = await hero.locator(`a[href="${explore}"]`).evaluate((link) => {
          const style = getComputedStyle(link);
          return { background: style.backgroundColor, border: style.borderTopWidth };
        });
        expect(look, id).toEqual({ background: "rgba(0, 0, 0, 0)", border: "0px" });
      }
      await expect(hero.locator("a"), id).toHaveCount((explore ? 1 : 0) + (comingSoon ? 2 : 1));

      if (comingSoon) {
        // Coming soon: a label above the title, no signup control at all (no disabled button either),
        // features that read as what is coming, and two ways on in the hero and the closing panel.
        await expect(hero.locator("[data-coming-soon] + h1"), id).toBeVisible();
        await expect(hero.locator("[data-coming-soon]"), id).toHaveText(productContent[lang][id].comingSoon!);
        await expect(page.locator("main button:disabled"), id).toHaveCount(0);
        for (const section of [hero, cta]) {
          const notify = section.getByRole("link", { name: messages[lang].product.notify });
          const href = new URL((await notify.getAttribute("href"))!);
          expect(href.protocol, id).toBe("mailto:");
          expect(href.pathname, id).toBe(site.email);
          expect(href.searchParams.get("subject"), id).toContain(name);
          await expect(section.getByRole("link", { name: messages[lang].product.seeAvailable }), id).toHaveAttribute(
            "href",
            pagePath("products", lang)!,
          );
        }
        // The hero says what the button does (it opens an e-mail, there is no form), and its screen is a preview.
        await expect(hero.getByText(messages[lang].product.notifyNote), id).toBeVisible();
        if (products[id].mockup) await expect(hero.locator("[data-preview-note]"), id).toHaveText(messages[lang].product.previewNote);
        await expect(features.getByRole("heading", { level: 2 }), id).toHaveText(messages[lang].product.comingTitle);
        await expect(price, id).toHaveCount(0);
        await expect(page.locator("main").locator(`a[href*="${new URL(site.app.signup).host}"]`), id).toHaveCount(0);
      } else {
        await expect(hero.locator("[data-coming-soon]"), id).toHaveCount(0);
        await expectNewTab(hero.getByRole("link").first(), productStartUrl(id, lang));
        // The price band: start, and the product's place on the price list (or the pricing page, for Offerly).
        await expectNewTab(price.getByRole("link").first(), productSignupUrl(id));
        const list = pricingUrl(id);
        if (list) await expectNewTab(price.getByRole("link").last(), list);
        else await expect(price.getByRole("link").last(), id).toHaveAttribute("href", pagePath("pricing", lang)!);
        await expectNewTab(cta.locator("a:not([data-book-demo])"), productCtaUrl(id, lang));
      }
      // "Book a demo" leads to the contact page, for the products one can start with.
      if (comingSoon) await expect(cta.locator("a[data-book-demo]"), id).toHaveCount(0);
      else await expect(cta.locator("a[data-book-demo]"), id).toHaveAttribute("href", `${pagePath("contact", lang)!}#demo`);
    });
  }
}

test("pricing: the priced products start their trial and link the price list, Offerly its page, CRM and KYC their pages without a signup", async ({
  readPage: page,
}) => {
  await page.goto("/en/pricing");
  const cards = page.locator("li[data-product]");
  await expect(cards).toHaveCount(productIds.length);
  await expect(page.locator('li[data-product="offerly"] a[href="/en/offerly"]')).not.toHaveAttribute("target", "_blank");
  for (const id of ["invoicing", "sign", "financing", "erp", "offerly"] as const)
    await expectNewTab(page.locator(`li[data-product="${id}"] a[href="${productSignupUrl(id)}"]`), productSignupUrl(id));
  for (const id of ["invoicing", "sign", "financing", "erp"])
    await expectNewTab(page.locator(`li[data-product="${id}"] a[href="${priceListUrl}#${id}"]`), `${priceListUrl}#${id}`);
  for (const id of ["crm", "kyc"]) {
    await expect(page.locator(`li[data-product="${id}"] a`)).toHaveCount(1);
    await expect(page.locator(`li[data-product="${id}"] a`)).toHaveAttribute("href", `/en/${id}`);
  }
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
