/**
 * Landing pages as visitors and search engines meet them, on the second landing page (the English
 * and Spanish page for international founders): an ad's campaign reaches the signup app, its
 * languages link to each other and no further, and its section menu leads to its sections. The
 * cleaning page, the first landing page, has its own spec (cleaning.spec.ts).
 */
import type { Page } from "@playwright/test";
import { productStartUrl } from "../../app/config/outbound";
import { landingPage } from "../../app/content/landing/load.server";
import { messages } from "../../app/content/messages.server";
import { expect, test } from "./fixtures";
import { enhanced, userDataOf } from "./helpers";

const founders = landingPage("international-founders");
const english = founders.copy.en!.path;
const spanish = founders.copy.es!.path;

test("is the same page in English and Spanish, and in no other language", async ({ page }) => {
  expect(Object.keys(founders.copy)).toEqual(["en", "es"]);
  for (const [lang, path] of [
    ["en", english],
    ["es", spanish],
  ] as const) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    const hreflang = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), new URL(link.getAttribute("href")!).pathname]));
    // Its two languages, and English for every other reader (there is no Finnish one).
    expect(hreflang).toEqual([
      ["en", english],
      ["es", spanish],
      ["x-default", english],
    ]);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  }
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  for (const path of [english, spanish]) expect(sitemap).toContain(`${path}</loc>`);
});

test("its language menu leads to the Spanish page, and to the home of a language it is not in, saying so", async ({ page }) => {
  const menu = (page: Page) => page.locator("#language-menu");
  await page.goto(english);
  await enhanced(page);
  await page.getByRole("button", { name: /language/i }).click();
  await expect(menu(page).locator('a[lang="es"]')).toHaveAttribute("href", spanish);
  await expect(menu(page).locator('a[lang="es"]')).not.toContainText(messages.es.language.pageMissing);
  for (const target of ["fi", "sv"] as const) {
    const link = menu(page).locator(`a[lang="${target}"]`);
    // Not "Finnish only": the page is in English and Spanish.
    await expect(link).toContainText(messages[target].language.pageMissing);
    await expect(link).not.toContainText(messages[target].language.finnishOnly);
  }
  await menu(page).locator('a[lang="sv"]').click();
  await expect(page).toHaveURL("/sv");
});

test("an ad's campaign reaches the product's signup from the hero's button", async ({ page, baseURL }) => {
  const landing = `${english}?utm_source=google&utm_medium=cpc&utm_campaign=founders&gclid=G-42`;
  await page.goto(landing);
  await enhanced(page);
  const signup = page.locator('[data-section="hero"]').getByRole("link", { name: /start for free/i });
  await expect(signup).toHaveAttribute("href", productStartUrl("invoicing", "en"));
  await signup.dispatchEvent("mousedown");
  const { data } = await userDataOf(signup);
  expect(data.utm_params).toMatchObject({ utm_source: "google", utm_medium: "cpc", utm_campaign: "founders" });
  expect(data.gclid).toBe("G-42");
  expect(data.landing_page).toBe(`${baseURL}${landing}`);
  // The closing button leads to the same signup.
  await expect(page.locator('[data-section="cta"] a')).toHaveAttribute("href", new RegExp(`^${productStartUrl("invoicing", "en")}`));
});

test("its section menu lists the sections that name a link, and leads to them", async ({ page }) => {
  await page.goto(spanish);
  await enhanced(page);
  const nav = page.getByRole("navigation", { name: founders.copy.es!.menuLabel });
  const labelled = founders.copy.es!.sections.filter((section) => section.menu);
  await expect(nav.getByRole("link")).toHaveText(labelled.map((section) => section.menu!));
  const last = labelled.at(-1)!;
  await nav.getByRole("link", { name: last.menu! }).click();
  await expect(page.locator(`#${last.anchor}`)).toBeInViewport();
  // Every feature row is drawn by its own scene, described once for screen readers.
  const scenes = founders.copy.es!.sections.flatMap((section) =>
    section.type === "features" ? section.items.filter((item) => item.scene) : [],
  );
  expect(scenes.length).toBeGreaterThan(0);
  await expect(page.locator("[data-feature-scene]")).toHaveCount(scenes.length);
  await expect(page.locator('[data-feature-scene] [role="img"][aria-label]')).toHaveCount(scenes.length);
});

test("a features section of one feature is that feature: its scene beside the title on a laptop, below it on a phone", async ({
  readPage: page,
}) => {
  const single = founders.copy.en!.sections.find((section) => section.type === "features" && section.items.length === 1);
  expect(single, "the English page has a section of one feature").toBeDefined();
  await page.goto(english);
  const section = page.locator(`section#${single!.anchor}`);
  const title = section.getByRole("heading", { level: 2 });
  const scene = section.locator("[data-feature-scene]");
  await expect(scene).toHaveCount(1);
  await page.setViewportSize({ width: 1280, height: 900 });
  const [titleBox, sceneBox] = [(await title.boundingBox())!, (await scene.boundingBox())!];
  expect(sceneBox.x, "beside the title").toBeGreaterThan(titleBox.x + titleBox.width);
  expect(sceneBox.y, "from the section's top, not under its title").toBeLessThan(titleBox.y + titleBox.height);
  await page.setViewportSize({ width: 390, height: 844 });
  const [phoneTitle, phoneScene] = [(await title.boundingBox())!, (await scene.boundingBox())!];
  expect(phoneScene.y).toBeGreaterThan(phoneTitle.y + phoneTitle.height);
});
