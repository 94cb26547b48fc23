import type { Page } from "@playwright/test";
import { expect, presetConsent, test } from "./fixtures";
import { site } from "../../app/config/site";
import { blogCategories, categoryProducts } from "../../app/content/blog/categories";
import { productCtaUrl } from "../../app/config/outbound";
import { productContent } from "../../app/content/products.server";
import { loadArticles } from "../../app/content/blog/load.server";
import { cardCount } from "../../app/routes/blog";
import { messages } from "../../app/content/messages.server";
import { enhanced } from "./helpers";

const articles = loadArticles();
/** The articles shown as cards (the newest, app/routes/blog.tsx), of a category or of all. */
const cards = (category?: string) => articles.fi.slice(0, cardCount).filter((article) => !category || article.category === category);

test("the category chips filter the list without touching the URL, with JavaScript on or off", async ({ browser }) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    await presetConsent(context);
    const page = await context.newPage();
    await page.goto("/blog");
    const shown = page.locator("main article[data-article]").filter({ visible: true });
    const filter = page.getByRole("group", { name: messages.fi.blog.filterLabel });
    const chips = filter.getByRole("radio");
    await expect(shown).toHaveCount(cards().length);
    await expect(chips.first()).toBeChecked();
    for (const category of new Set(cards().map((article) => article.category))) {
      // A visitor clicks the chip, the radio button's label.
      await filter.getByText(messages.fi.blog.categories[category], { exact: true }).click();
      await expect(page.getByRole("radio", { name: messages.fi.blog.categories[category] })).toBeChecked();
      await expect(shown).toHaveCount(cards(category).length);
      for (const [index, article] of cards(category).entries()) await expect(shown.nth(index)).toHaveAttribute("data-article", article.id);
      await expect(page).toHaveURL("/blog");
    }
    // The keyboard moves along the chips as along any radio group: to the first category, and back to all.
    await page.getByRole("radio", { name: "Kaikki" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(shown).toHaveCount(cards(blogCategories[0]).length);
    await page.keyboard.press("ArrowLeft");
    await expect(shown).toHaveCount(cards().length);
    await expect(page).toHaveURL("/blog");
    await context.close();
  }
});

test("on a phone an article's date and read time share a line, below its category", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/blog/laskutus/verkkolaskutus-pienyrittajalle");
  const top = (selector: string) =>
    page
      .locator(`main header ${selector}`)
      .first()
      .evaluate((element) => element.getBoundingClientRect().top);
  const date = await top("time");
  expect(await top("time + span")).toBeCloseTo(date, 0);
  expect(await top("[data-category]")).toBeLessThan(date);
});

test("on a phone a card's date keeps to one line", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/blog");
  // The read time may take the next line in a narrow card (app/components/article-card.tsx); the date itself never breaks.
  for (const time of await page.locator("main article[data-article] time").all()) {
    const { height, line } = await time.evaluate((node) => ({
      height: node.getBoundingClientRect().height,
      line: parseFloat(getComputedStyle(node).lineHeight),
    }));
    expect(height, (await time.textContent()) ?? "").toBeLessThan(line * 1.5);
  }
});

test("cards show the Finnish date, read time and a Lue lisää link", async ({ page }) => {
  await page.goto("/blog");
  const first = page.locator("main article").first();
  // The date of the last revision, labelled, for an article that has one; its publication date otherwise;
  // short in a list ("26.11.2026"), so the dateline keeps to one line.
  const { publishedAt, updatedAt } = articles.fi[0]!;
  const shown = new Intl.DateTimeFormat("fi-FI", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(updatedAt ?? publishedAt));
  await expect(first.locator("time")).toHaveText(updatedAt ? messages.fi.blog.updated.replace("{date}", shown) : shown);
  await expect(first.locator("time")).toHaveAttribute("datetime", updatedAt ?? publishedAt);
  await expect(first).toContainText("8 min");
  await expect(first.getByRole("link", { name: /Lue lisää/ })).toHaveAttribute("href", "/blog/laskutus/verkkolaskutus-pienyrittajalle");
  await expect(first.locator("img")).toHaveAttribute("width", "1200");
  await expect(first.locator("img")).toHaveAttribute("alt", /.+/);
});

test("article pages link previous and next in array order, back to the list, and to the app", async ({ page }) => {
  const list = articles.en;
  for (const [index, article] of list.entries()) {
    await page.goto(`/en/blog/${article.category}/${article.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
    const previous = page.locator('[data-adjacent="previous"] article');
    const next = page.locator('[data-adjacent="next"] article');
    await expect(previous).toHaveCount(index > 0 ? 1 : 0);
    await expect(next).toHaveCount(index < list.length - 1 ? 1 : 0);
    if (index > 0) await expect(previous).toHaveAttribute("data-article", list[index - 1]!.id);
    if (index < list.length - 1) await expect(next).toHaveAttribute("data-article", list[index + 1]!.id);
    const bar = page.locator("a[data-try-product]");
    await expect(bar).toHaveAttribute("href", site.app.register);
    await expect(bar).toHaveAttribute("target", "_blank");
  }
  await enhanced(page);
  await page.locator("a[data-back-link]").click();
  await expect(page).toHaveURL("/en/blog");
});

test("a lone previous or next card fills its row, its image beside its text", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const first = articles.en[0]!;
  await page.goto(`/en/blog/${first.category}/${first.slug}`);
  const row = (await page.locator("nav:has([data-adjacent]) > div").boundingBox())!;
  const card = page.locator('[data-adjacent="next"] article');
  const cardBox = (await card.boundingBox())!;
  expect(cardBox.width).toBeGreaterThan(row.width - 100);
  const image = (await card.locator("img").boundingBox())!;
  const title = (await card.getByRole("heading").boundingBox())!;
  const readMore = (await card.getByRole("link").boundingBox())!;
  for (const beside of [title, readMore]) expect(beside.x).toBeGreaterThan(image.x + image.width);
});

// docs/requirements.md, "Blog".
test("the Finnish bottom bar invites to try the brand's products in the required words", async ({ page }) => {
  await page.goto("/blog/allekirjoitus/sahkoinen-allekirjoitus-opas");
  await expect(page.locator("a[data-try-product]")).toContainText(`Kokeile ${site.brand}-tuotteita maksutta`);
});

test("every language's feed is linked from the blog head", async ({ request }) => {
  for (const path of ["/blog", "/en/blog", "/sv/blog/laskutus/verkkolaskutus-pienyrittajalle"]) {
    const html = await (await request.get(path)).text();
    expect(html).toMatch(/<link rel="alternate" type="application\/rss\+xml"[^>]+href="https:\/\/[^"]+\/blog\/rss\.xml"/);
  }
});

test("the article layout holds when the image host does not answer", async ({ page }) => {
  await page.goto("/blog/erp/toiminnanohjaus-pienyritykselle");
  const box = await page.locator("main article img").first().boundingBox();
  expect(box!.height).toBeGreaterThan(100);
});

test("a photo that fails shows its category's drawing, not a broken-image icon or its alt text", async ({ page }) => {
  // The photo host never answers on these machines: every article image fails here.
  await page.goto("/en/blog");
  const images = page.locator("main img[data-placeholder]");
  await expect(images.first()).toBeVisible();
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true);
    const look = await image.evaluate((img: HTMLImageElement) => {
      const cover = getComputedStyle(img, "::after");
      return {
        cover: cover.content,
        background: cover.backgroundImage,
        text: getComputedStyle(img).color,
        alt: img.alt,
        category: img.dataset.placeholder,
      };
    });
    expect(look.cover).toBe('""');
    expect(look.background).toContain(`/illustrations/blog-${look.category}.svg`);
    const drawing = await page.request.get(`/illustrations/blog-${look.category}.svg`);
    expect(drawing.status()).toBe(200);
    expect(drawing.headers()["content-type"]).toContain("image/svg+xml");
    expect(look.text).toBe("rgba(0, 0, 0, 0)");
    expect(look.alt, "the alt text stays for screen readers").not.toBe("");
    expect((await image.boundingBox())!.height).toBeGreaterThan(100);
  }
});

test.describe("an article's invitation to try the product it is about", () => {
  // A reader of English articles: no suggestion of another language takes the bar's place.
  test.use({ locale: "en-US" });
  const path = `/en/blog/${articles.en[1]!.category}/${articles.en[1]!.slug}`;

  test("follows the article as a panel, in every width", async ({ readPage: page }) => {
    await page.goto(path);
    // The product the article's category writes about closes it, with its own trial, as its page does.
    const product = categoryProducts[articles.en[1]!.category];
    const panel = page.locator('section[aria-labelledby="article-cta"]');
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText(productContent.en[product].ctaTitle);
    await expect(panel.getByRole("link").first()).toHaveAttribute("href", productCtaUrl(product, "en"));
    await expect(panel.getByRole("link").first()).toHaveAttribute("target", "_blank");
    // In the page's flow after the article and before the previous and next articles.
    const order = await page.evaluate(() => {
      const article = document.querySelector("main > article, main article:has(h1)")!;
      const panel = document.querySelector('section[aria-labelledby="article-cta"]')!;
      const adjacent = document.querySelector("nav:has([data-adjacent])")!;
      return [
        article.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING,
        panel.compareDocumentPosition(adjacent) & Node.DOCUMENT_POSITION_FOLLOWING,
      ];
    });
    expect(order, "article, then panel, then the adjacent articles").toEqual([4, 4]);
    // No bar over the text on a tablet or wider: the panel is enough.
    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.locator("[data-bottom-bar]")).toBeHidden();
    }
  });

  test("on a phone, the bar comes in once the reader is past the first screen, and leaves the title and lead alone", async ({
    readPage: page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const bar = page.locator("[data-bottom-bar]");
    await expect(bar).not.toBeInViewport();
    await page.evaluate(() => scrollTo(0, innerHeight * 1.5));
    await expect(bar).toBeInViewport({ ratio: 1 });
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height, "at the screen's foot").toBeCloseTo(844, 0);
  });

  test("on a phone, a compact bar its button hides for the page, giving focus to the panel", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await enhanced(page);
    const bar = page.locator("[data-bottom-bar]");
    await page.evaluate(() => scrollTo(0, innerHeight * 1.5));
    await expect(bar).toBeInViewport({ ratio: 1 });
    expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(64);
    await expect(bar.locator("a[data-try-product]")).toHaveAttribute("href", site.app.register);
    await bar.getByRole("button", { name: messages.en.blog.hideBar }).click();
    await expect(bar).toHaveCount(0);
    await expect(page.locator('section[aria-labelledby="article-cta"] a').first()).toBeFocused();
    // Gone for this page only: nothing is stored, the next article has its bar.
    await page.goto(`/en/blog/${articles.en[0]!.category}/${articles.en[0]!.slug}`);
    await expect(page.locator("[data-bottom-bar]")).toBeVisible();
  });

  test("without JavaScript the bar's link works and no dead close button shows", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.locator("[data-bottom-bar] a[data-try-product]")).toBeVisible();
    await expect(page.locator("[data-hide-bottom-bar]")).toBeHidden();
    await context.close();
  });

  /**
   * What stays fixed over the text on an 844 px phone, in each state a reader meets: the consent
   * notice (asked first, compact on phones, its full text in the settings and the policy), the
   * language bar (in the page's flow) with the call-to-action bar, then the bar alone, then nothing.
   */
  test("at most 110 px of a phone's 844 px stay fixed over the article, in every state", async ({ browser }) => {
    const fixedHeight = (page: Page) =>
      page.evaluate(() =>
        [...document.querySelectorAll("body *")]
          .filter((element) => getComputedStyle(element).position === "fixed" && element.checkVisibility())
          .reduce((sum, element) => sum + element.getBoundingClientRect().height, 0),
      );
    // The consent notice in the languages whose choices are longest to say.
    for (const lang of ["en", "es"] as const) {
      const asking = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const first = await asking.newPage();
      await first.goto(`/${lang}/blog/${articles[lang][0]!.category}/${articles[lang][0]!.slug}`);
      await expect(first.locator("[data-consent-banner]")).toBeVisible();
      expect(await fixedHeight(first), `the consent notice (${lang})`).toBeLessThanOrEqual(110);
      await asking.close();
    }

    const context = await browser.newContext({ locale: "fi-FI", viewport: { width: 390, height: 844 } });
    await presetConsent(context);
    const page = await context.newPage();
    await page.goto(path);
    await enhanced(page);
    const banner = page.locator('[data-language-banner-for="fi"]');
    await expect(banner, "a Finnish reader on the English article is offered Finnish").toBeVisible();
    await expect(page.locator("[data-bottom-bar]")).toBeVisible();
    expect(await fixedHeight(page), "the language bar, which scrolls with the page, and the call-to-action bar").toBeLessThanOrEqual(110);
    await banner.getByRole("button").click();
    await expect(banner).toBeHidden();
    expect(await fixedHeight(page), "the call-to-action bar").toBeLessThanOrEqual(110);
    await page.evaluate(() => scrollTo(0, innerHeight * 1.5));
    await expect(page.locator("[data-bottom-bar]")).toBeInViewport({ ratio: 1 });
    await page.locator("[data-hide-bottom-bar]").click();
    expect(await fixedHeight(page), "both closed").toBe(0);
    await context.close();
  });
});

test("a phone asks the photo host for a phone-sized photo, a wide screen for a larger one", async ({ page }) => {
  const chosen = async () =>
    page
      .locator("main img")
      .first()
      .evaluate((image: HTMLImageElement) => new URL(image.currentSrc).searchParams.get("w"));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/en/blog");
  await expect.poll(chosen).toBe("480");
  const article = page.locator("main article a").first();
  await page.goto((await article.getAttribute("href"))!);
  await expect.poll(chosen).toBe("480");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/en/blog");
  // The browser keeps a larger source it already has; a fresh page at this width chooses by width.
  await expect.poll(chosen).toBe("800");
});

test("on a wide screen an article lists its sections beside it, each link leads to its section, and the list stays in view", async ({
  readPage: page,
}) => {
  for (const lang of ["fi", "es"] as const) {
    const article = articles[lang][0]!;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${lang === "fi" ? "" : `/${lang}`}/blog/${article.category}/${article.slug}`);
    const contents = page.getByRole("navigation", { name: messages[lang].blog.contents });
    await expect(contents).toBeVisible();
    const headings = await page.locator(".prose-article h2").allTextContents();
    expect(headings.length).toBeGreaterThanOrEqual(3);
    const links = contents.getByRole("link");
    expect(await links.allTextContents()).toEqual(headings);
    // Beside the article's column, not over it.
    const column = (await page.locator("main article:has(h1)").boundingBox())!;
    expect((await contents.boundingBox())!.x).toBeGreaterThanOrEqual(column.x + column.width);
    // The last section's link takes the reader there, below the header, and the list is still in view.
    await links.last().click();
    const last = page.locator(".prose-article h2").last();
    await expect(last).toBeInViewport();
    expect((await last.boundingBox())!.y).toBeGreaterThanOrEqual(64);
    await expect(page).toHaveURL(new RegExp(`#${await last.getAttribute("id")}$`));
    await expect(contents.getByText(messages[lang].blog.contents)).toBeInViewport();
    // Narrower screens keep the article's column to themselves.
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(contents).toBeHidden();
  }
});

test("an article's invitation and the next articles keep to the article's column", async ({ readPage: page }) => {
  const article = articles.en[1]!;
  await page.goto(`/en/blog/${article.category}/${article.slug}`);
  for (const width of [390, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const text = (await page.locator(".prose-article").boundingBox())!;
    const panel = (await page.locator('section[aria-labelledby="article-cta"] > *').first().boundingBox())!;
    // The previous and next cards together, one row of them.
    const next = await page.locator("[data-adjacent] article").evaluateAll((cards) => {
      const boxes = cards.map((card) => card.getBoundingClientRect());
      const x = Math.min(...boxes.map((box) => box.left));
      return { x, width: Math.max(...boxes.map((box) => box.right)) - x };
    });
    for (const [name, box] of [
      ["invitation", panel],
      ["next article", next],
    ] as const) {
      expect(Math.abs(box.x - text.x), `${width}: the ${name}'s left edge`).toBeLessThanOrEqual(1);
      expect(Math.abs(box.x + box.width - (text.x + text.width)), `${width}: the ${name}'s right edge`).toBeLessThanOrEqual(1);
    }
  }
});
