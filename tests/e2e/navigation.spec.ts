import type { Page } from "@playwright/test";
import { expect, presetConsent, test } from "./fixtures";
import { messages } from "../../app/content/messages.server";
import { productContent } from "../../app/content/products.server";
import { enhanced } from "./helpers";
import { comingSoonProducts, productIds, products } from "../../app/config/products";
import { languageNames, languages } from "../../app/i18n/languages";
import { pagePath } from "../../app/routing/route-table";
import { site } from "../../app/config/site";
import { formatEuros, interpolate } from "../../app/i18n/format";

test.describe("language menu", () => {
  const menu = (page: Page) => page.locator("#language-menu");

  test("maps a page to the same page in every language and back, storing the choice", async ({ page }) => {
    await page.goto("/tietoa");
    await enhanced(page);
    const steps: [name: string, path: string, lang: string][] = [
      ["English", "/en/about", "en"],
      ["Svenska", "/sv/om", "sv"],
      ["Español", "/es/acerca", "es"],
      ["Suomi", "/tietoa", "fi"],
    ];
    for (const [name, path, lang] of steps) {
      await page.getByRole("button", { name: /kieli|language|språk|idioma/i }).click();
      await menu(page).getByRole("link", { name }).click();
      await expect(page).toHaveURL(path);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(menu(page)).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem("NETTILASKU_language"))).toBe(lang);
    }
  });

  test("maps product pages and articles across languages", async ({ page }) => {
    await page.goto("/sv/ekonomi");
    await enhanced(page);
    await page.getByRole("button", { name: /språk/i }).click();
    await menu(page).getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL("/es/finanzas");

    await page.goto("/en/blog/erp/toiminnanohjaus-pienyritykselle");
    await enhanced(page);
    await page.getByRole("button", { name: /language/i }).click();
    await menu(page).getByRole("link", { name: "Suomi" }).click();
    await expect(page).toHaveURL("/blog/erp/toiminnanohjaus-pienyritykselle");
    await expect(page.locator("html")).toHaveAttribute("lang", "fi");
  });

  test("says a Finnish-only page has no translation and maps it to the other home", async ({ page }) => {
    await page.goto("/siivous-toiminnanohjaus");
    await enhanced(page);
    await page.getByRole("button", { name: /kieli/i }).click();
    // Each reader learns it in the language they are about to choose.
    for (const target of ["en", "sv", "es"] as const)
      await expect(menu(page).locator(`a[lang="${target}"]`)).toContainText(messages[target].language.finnishOnly);
    await expect(menu(page).locator('a[lang="fi"]')).not.toContainText(messages.fi.language.finnishOnly);
    const english = menu(page).getByRole("link", { name: /English/ });
    await english.press("Enter");
    await expect(page).toHaveURL("/en");
  });

  test("is keyboard operable, closes on Escape and gives focus back", async ({ page }) => {
    await page.goto("/en/pricing");
    await enhanced(page);
    const trigger = page.getByRole("button", { name: /language/i });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(menu(page)).toBeVisible();
    // The button's expanded state comes from the browser itself (popovertarget): no script
    // writes an aria-expanded that could disagree with it.
    expect(await menu(page).evaluate((element) => element.matches(":popover-open"))).toBe(true);
    await page.keyboard.press("Tab");
    await expect(menu(page).getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("works without JavaScript: the browser opens the menu and the link leads to the page", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/tietoa");
    await page.getByRole("button", { name: /kieli/i }).click();
    await expect(menu(page)).toBeVisible();
    await menu(page).getByRole("link", { name: "Svenska" }).click();
    await expect(page).toHaveURL("/sv/om");
    await expect(menu(page)).toBeHidden();
    await context.close();
  });
});

test.describe("language suggestion banner", () => {
  test("suggests the visitor's language without redirecting, and can be dismissed for good", async ({ browser }) => {
    const context = await browser.newContext({ locale: "sv-SE" });
    await presetConsent(context);
    const page = await context.newPage();
    await page.goto("/en/pricing");
    await enhanced(page);
    await expect(page).toHaveURL("/en/pricing");
    const banner = page.getByRole("region", { name: /svenska/ });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("link")).toHaveAttribute("href", "/sv/prissattning");
    // A bar at the top of the page, in its flow: above the header, over nothing, and it scrolls away.
    const bar = (await banner.boundingBox())!;
    const header = (await page.locator("header").boundingBox())!;
    expect(bar.y).toBe(0);
    expect(header.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
    expect(await banner.evaluate((element) => getComputedStyle(element).position)).toBe("static");
    await page.mouse.wheel(0, 600);
    await expect.poll(async () => (await banner.boundingBox())!.y).toBeLessThan(-bar.height + 1);
    await banner.getByRole("button").click();
    await expect(banner).toBeHidden();
    await page.reload();
    await enhanced(page);
    await expect(page.getByRole("region", { name: /svenska/ })).toBeHidden();
    await context.close();
  });

  test("is in the first paint: it is shown by the inline script, and nothing moves once the page is drawn", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en-US" });
    await presetConsent(context);
    const page = await context.newPage();
    // No module script runs: the bar still shows, decided before the first paint.
    await page.route("**/*.js", (route) => route.abort());
    await page.goto("/tietoa");
    await expect(page.getByRole("region", { name: /English/ })).toBeVisible();
    await context.close();
  });

  test("is not shown when the page is in the visitor's language", async ({ page }) => {
    await page.goto("/");
    await enhanced(page);
    await expect(page.locator("[data-language-banner-for]").filter({ visible: true })).toHaveCount(0);
  });

  test("is not shown where the page has no version in the visitor's language: the Finnish-only page and 404s", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en-US" });
    await presetConsent(context);
    const page = await context.newPage();
    await page.goto("/tietoa");
    await enhanced(page);
    await expect(page.getByRole("region", { name: /English/ })).toBeVisible();
    for (const path of ["/siivous-toiminnanohjaus", "/sv/finns-inte"]) {
      await page.goto(path);
      await enhanced(page);
      await expect(page.getByRole("region", { name: /English/ })).toHaveCount(0);
    }
    await context.close();
  });

  test("on an article, the language bar sits above the header and the call-to-action bar alone covers the bottom, hiding neither focus nor the page's end", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "en-US", viewport: { width: 390, height: 700 }, reducedMotion: "reduce" });
    await presetConsent(context);
    const page = await context.newPage();
    await page.goto("/blog/taloushallinto/arvonlisaveroilmoitus-askel-askeleelta");
    await enhanced(page);
    const banner = page.getByRole("region", { name: /English/ });
    const bar = page.locator("[data-bottom-bar]");
    await expect(banner).toBeVisible();
    await expect(bar).toBeVisible();
    expect((await banner.boundingBox())!.y).toBe(0);

    const overlaps = (a: { top: number; bottom: number }, b: { y: number; height: number } | null) =>
      b !== null && a.top < b.y + b.height && a.bottom > b.y;
    // At the end of the page the footer's last line is above the bar.
    await page.keyboard.press("End");
    await expect
      .poll(async () => {
        const last = await page.locator("footer p").last().boundingBox();
        const covering = await bar.boundingBox();
        return last !== null && covering !== null && last.y + last.height <= covering.y;
      })
      .toBe(true);
    await page.keyboard.press("Home");

    for (let step = 0; step < 40; step++) {
      await page.keyboard.press("Tab");
      const focus = await page.evaluate(() => {
        const element = document.activeElement!;
        const { top, bottom } = element.getBoundingClientRect();
        return { skip: !!element.closest("[data-bottom-bar]") || element === document.body, top, bottom, text: element.textContent };
      });
      if (focus.skip) continue;
      expect(overlaps(focus, await bar.boundingBox()), `"${focus.text}" is under the bar`).toBe(false);
    }
    await context.close();
  });
});

test("with the language bar above the header, the search panel and the language menu open below the header, at the top and scrolled", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "en-US", viewport: { width: 1280, height: 800 } });
  await presetConsent(context);
  const page = await context.newPage();
  await page.goto("/hinnoittelu");
  await enhanced(page);
  await expect(page.getByRole("region", { name: /English/ })).toBeVisible();
  const header = page.locator("header").first();
  for (const scrolled of [false, true]) {
    if (scrolled) await page.mouse.wheel(0, 600);
    for (const [button, popup] of [
      [page.locator('header button[popovertarget="search-panel"]'), page.locator("#search-panel")],
      [page.locator('header button[popovertarget="language-menu"]'), page.locator("#language-menu")],
    ] as const) {
      await button.click();
      await expect(popup).toBeVisible();
      const headerBox = (await header.boundingBox())!;
      const popupBox = (await popup.boundingBox())!;
      expect(popupBox.y, `${await popup.getAttribute("id")}, scrolled: ${scrolled}`).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
      expect(popupBox.y - (headerBox.y + headerBox.height)).toBeLessThan(12);
      await page.keyboard.press("Escape");
      await expect(popup).toBeHidden();
    }
  }
  await context.close();
});

test.describe("header", () => {
  for (const home of ["/", "/en", "/sv", "/es"]) {
    test(`fits in one row at every width from 320 to 1920 px at ${home}, with sign-up always in it`, async ({ readPage: page }) => {
      await page.goto(home);
      for (const width of [320, 390, 768, 1023, 1024, 1100, 1279, 1280, 1440, 1920]) {
        await page.setViewportSize({ width, height: 800 });
        const where = `${home} at ${width} px`;
        const layout = await page.locator("header").evaluate((header) => {
          // A text that wraps has client rectangles on more than one line.
          const wrapped: string[] = [];
          const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
          while (walker.nextNode()) {
            const text = walker.currentNode;
            const element = text.parentElement!;
            if (!text.textContent!.trim() || !element.checkVisibility() || element.closest("[popover], .sr-only")) continue;
            const range = document.createRange();
            range.selectNodeContents(text);
            if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1) wrapped.push(text.textContent!.trim());
          }
          const pastEdge = [...header.querySelectorAll("a, button, summary")]
            .filter((element) => element.checkVisibility() && element.getBoundingClientRect().right > document.documentElement.clientWidth)
            .map((element) => element.textContent.trim());
          return { height: header.getBoundingClientRect().height, wrapped, pastEdge };
        });
        expect(layout.wrapped, where).toEqual([]);
        expect(layout.pastEdge, where).toEqual([]);
        expect(layout.height, where).toBeLessThanOrEqual(65);
        await expect(page.locator('header a[href$="/signup"]').first(), where).toBeVisible();
        // The full row from a laptop's 1024 px (--breakpoint-nav in app.css), compact below 1280; below it, the menu button.
        await expect(page.getByRole("navigation", { name: /./ }).locator("summary"), where).toBeVisible({ visible: width >= 1024 });
      }
    });
  }

  const productsMenu = (page: Page) => page.locator("header nav details");
  const productLinks = (page: Page) => productsMenu(page).getByRole("listitem").getByRole("link");

  test("products menu lists every product with icon, benefit and coming-soon mark, opens on hover after a delay, and a link closes it", async ({
    page,
  }) => {
    // The page's clock is the test's: the 200 ms wait is checked without waiting on the machine.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.goto("/en");
    await enhanced(page);
    await productsMenu(page).locator("summary").hover();
    await page.clock.runFor(150);
    await expect(productsMenu(page), "hover waits before opening").not.toHaveAttribute("open");
    await page.clock.runFor(100);
    await expect(productsMenu(page)).toHaveAttribute("open");
    await expect(productLinks(page)).toHaveCount(productIds.length);
    await expect(productLinks(page).locator("svg[aria-hidden]")).toHaveCount(productIds.length);
    await expect(productLinks(page).first()).toContainText(productContent.en.invoicing.benefit);
    // Open products first, then those to come, each of those marked.
    const later = productIds.filter((id) => products[id].comingSoon).map((id) => productContent.en[id].name);
    await expect(productLinks(page).filter({ hasText: messages.en.common.comingSoon })).toHaveText(later.map((name) => new RegExp(name)));
    await expect(productLinks(page).last()).toContainText(later.at(-1)!);
    await expect(productLinks(page).first()).not.toContainText("nettilasku.example");
    await productLinks(page).filter({ hasText: "Offerly" }).click();
    await expect(page).toHaveURL("/en/offerly");
    await expect(productsMenu(page)).not.toHaveAttribute("open");
  });

  test("a hover that opened the products menu is not undone by the click that follows", async ({ page }) => {
    await page.goto("/en");
    await enhanced(page);
    const summary = productsMenu(page).locator("summary");
    await summary.hover();
    await expect(productsMenu(page)).toHaveAttribute("open");
    await summary.click();
    await expect(productsMenu(page)).toHaveAttribute("open");
    await summary.click();
    await expect(productsMenu(page)).not.toHaveAttribute("open");
  });

  test("products menu opens from the keyboard, keeps focus on its button, and Escape closes it", async ({ page }) => {
    await page.goto("/sv");
    await enhanced(page);
    const summary = productsMenu(page).locator("summary");
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(productsMenu(page)).toHaveAttribute("open");
    await expect(summary).toBeFocused();
    await expect(productLinks(page)).toHaveCount(productIds.length);
    await page.keyboard.press("Tab");
    await expect(productLinks(page).first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(productsMenu(page)).not.toHaveAttribute("open");
    await expect(summary).toBeFocused();
  });

  test("products menu works without JavaScript: a plain list of links the browser opens", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/en");
    await productsMenu(page).locator("summary").click();
    await expect(productLinks(page)).toHaveCount(productIds.length);
    await productLinks(page).filter({ hasText: "KYC" }).click();
    await expect(page).toHaveURL("/en/kyc");
    await context.close();
  });

  test("marks the products button as the current section on product pages and the products index", async ({ readPage: page }) => {
    const products = page.getByRole("navigation", { name: "Main menu" }).locator("summary");
    const blog = page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Blog" });
    for (const [path, current] of [
      ["/en/invoicing", true],
      ["/en/products", true],
      ["/en/about", false],
    ] as const) {
      await page.goto(path);
      await enhanced(page);
      const [productsColor, blogColor] = [
        await products.evaluate((e) => getComputedStyle(e).color),
        await blog.evaluate((e) => getComputedStyle(e).color),
      ];
      expect(productsColor !== blogColor, path).toBe(current);
    }
  });

  test("marks Home as the current page on every language's home", async ({ readPage: page }) => {
    for (const lang of languages) {
      await page.goto(pagePath("home", lang)!);
      await expect(page.locator("header nav").first().getByRole("link", { name: messages[lang].nav.home }), lang).toHaveAttribute(
        "aria-current",
        "page",
      );
    }
  });

  test("shows the premium-rate notice beside the phone number", async ({ readPage: page }) => {
    await page.goto("/");
    await expect(page.locator('header a[href^="tel:"]').first()).toContainText(
      interpolate(messages.fi.common.phoneNotice, { price: formatEuros(site.phone.pricePerMinute, "fi") }),
    );
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("lists each product directly and closes when a link is chosen", async ({ page }) => {
    await page.goto("/");
    await enhanced(page);
    await page.getByRole("button", { name: "Avaa valikko" }).click();
    const dialog = page.getByRole("dialog", { name: "Valikko" });
    await expect(dialog).toBeVisible();
    // Coming-soon products say so after their name.
    for (const name of ["Laskutus", "Allekirjoitus", "Taloushallinto", "Toiminnanohjaus", "CRM", "Offerly", "KYC"]) {
      await expect(dialog.getByRole("link", { name: new RegExp(`^${name}( ${messages.fi.common.comingSoon})?$`) })).toBeVisible();
    }
    await expect(dialog.getByRole("link", { name: `KYC ${messages.fi.common.comingSoon}`, exact: true })).toBeVisible();
    await dialog.getByRole("link", { name: "Taloushallinto", exact: true }).click();
    await expect(page).toHaveURL("/taloushallinto");
    await expect(dialog).toHaveCount(0);
  });

  test("lists the languages, each leading to the same page in that language", async ({ page }) => {
    await page.goto("/en/pricing");
    await page.getByRole("button", { name: "Open menu" }).click();
    const list = page.getByRole("dialog", { name: "Menu" }).getByRole("list", { name: messages.en.language.label });
    await expect(list.getByRole("link")).toHaveText(languages.map((lang) => languageNames[lang]));
    await expect(list.getByRole("link", { name: languageNames.en })).toHaveAttribute("aria-current", "true");
    await list.getByRole("link", { name: languageNames.sv }).click();
    await expect(page).toHaveURL("/sv/prissattning");
  });

  test("closes on Escape and returns focus", async ({ page }) => {
    await page.goto("/en");
    await enhanced(page);
    const trigger = page.getByRole("button", { name: "Open menu" });
    await trigger.click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test("works without JavaScript: opens, closes with its button, and its links lead on", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto("/en");
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close menu" }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole("button", { name: "Open menu" }).click();
    await dialog.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL("/en/pricing");
    await context.close();
  });
});

test.describe("FAQ accordion", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`opens one question at a time and can collapse, by mouse and keyboard (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      await presetConsent(context);
      const page = await context.newPage();
      await page.goto("/");
      if (javaScriptEnabled) await enhanced(page);
      const faq = page.locator("section", { has: page.getByRole("heading", { name: "Usein kysytyt kysymykset" }) });
      const questions = faq.locator("summary");
      const open = faq.locator("details[open]");
      await expect(questions).toHaveCount(6);
      await expect(open).toHaveCount(0);
      await questions.nth(0).click();
      await expect(open).toHaveCount(1);
      await questions.nth(1).click();
      await expect(open).toHaveCount(1);
      await expect(faq.locator("details").nth(1)).toHaveAttribute("open");
      await expect(faq.locator("details").nth(1).locator("p")).toBeVisible();
      await expect(faq.locator("details").nth(0).locator("p")).toBeHidden();
      await questions.nth(1).click();
      await expect(open).toHaveCount(0);
      // Keyboard: Enter and Space on a focused question open and close it, and focus stays.
      await questions.nth(5).focus();
      await page.keyboard.press("Enter");
      await expect(faq.locator("details").nth(5)).toHaveAttribute("open");
      await expect(questions.nth(5)).toBeFocused();
      await page.keyboard.press("Space");
      await expect(open).toHaveCount(0);
      await context.close();
    });
  }

  test("each question is a heading inside its summary, so heading navigation finds it", async ({ page }) => {
    await page.goto("/en/invoicing");
    await expect(page.locator("main details > summary > h3")).toHaveCount(3);
  });
});

test("Explore products scrolls to the product grid", async ({ readPage: page }) => {
  await page.goto("/en");
  await enhanced(page);
  await page.getByRole("link", { name: messages.en.home.hero.explore }).first().click();
  await expect(page.locator("#products")).toBeInViewport();
  // A card per product open now, and one for those still to come.
  await expect(page.locator("#products > div > ul > li")).toHaveCount(productIds.length - comingSoonProducts.length + 1);
});

test("a hovered link's page is loaded ahead (Speculation Rules), and the click shows it without asking the server again", async ({
  page,
  context,
  baseURL,
}) => {
  // Chromium reports its speculative loads through DevTools. Driven by DevTools it does not
  // prerender (PrerenderingDisabledByDevTools) and falls back to prefetching the page, which
  // is what this test can see; a visitor's browser renders the page ahead as well.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Preload.enable");
  const ready: string[] = [];
  cdp.on("Preload.prefetchStatusUpdated", (event) => {
    if (event.status === "Ready") ready.push(event.key.url);
  });
  await page.goto("/en");
  const about = page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "About us" });
  await about.hover();
  await expect.poll(() => ready).toContain(`${baseURL}/en/about`);
  await about.click();
  await expect(page).toHaveURL("/en/about");
  const deliveryType = await page.evaluate(
    () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType: string }).deliveryType,
  );
  expect(deliveryType).toBe("navigational-prefetch");
});

for (const lang of languages) {
  test(`the products menu's benefits take one line each, and the menu stays on the screen (${lang})`, async ({ readPage: page }) => {
    // The narrowest screen with the navigation row (--breakpoint-nav).
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto(pagePath("home", lang)!);
    const menu = page.locator("header details").first();
    await menu.locator("summary").click();
    const panel = (await menu.locator("summary + div").boundingBox())!;
    expect(panel.x + panel.width, `${lang}: the menu's right edge`).toBeLessThanOrEqual(1024);
    for (const id of productIds) {
      const benefit = menu.getByText(productContent[lang][id].benefit, { exact: true });
      const { height, lineHeight } = await benefit.evaluate((element) => ({
        height: element.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(element).lineHeight),
      }));
      expect(height, `${lang} ${id}: "${productContent[lang][id].benefit}" takes one line`).toBeLessThan(lineHeight * 1.5);
    }
  });
}
