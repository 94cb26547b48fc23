import { expect, test } from "./fixtures";
import { enhanced } from "./helpers";

test("the cleaning page has its sections, features and three plans", async ({ readPage: page }) => {
  await page.goto("/siivous-toiminnanohjaus");
  await expect(page.locator("html")).toHaveAttribute("lang", "fi");
  for (const id of ["hero", "features", "pricing", "contact"]) await expect(page.locator(`section#${id}`)).toHaveCount(1);
  await expect(page.locator("[data-feature]")).toHaveCount(6);
  const plans = page.locator("[data-plan]");
  await expect(plans).toHaveCount(3);
  await expect(plans.nth(0)).toContainText("Startti");
  await expect(plans.nth(0)).toContainText(/29\s€\/kk/);
  await expect(plans.nth(0)).toContainText("5 työntekijää");
  await expect(plans.nth(1)).toContainText("Kasvava");
  await expect(plans.nth(1)).toContainText(/69\s€\/kk/);
  await expect(plans.nth(1)).toHaveAttribute("data-popular", "true");
  await expect(plans.nth(2)).toContainText("Tarjouksen mukaan");
  await expect(page.locator("[data-popular]")).toHaveCount(1);
  await expect(page.locator("#hero")).toContainText("14 päivää");
  // Its savings and the other figures wait for their source (app/content/landing/cleaning.yaml): none is shown yet.
  await expect(page.locator("#hero dl")).toHaveCount(0);
});

test("in-page navigation scrolls to each section", async ({ readPage: page }) => {
  await page.goto("/siivous-toiminnanohjaus");
  await enhanced(page);
  const nav = page.getByRole("navigation", { name: "Sivun osiot" });
  await nav.getByRole("link", { name: "Hinnat" }).click();
  await expect(page.locator("#pricing")).toBeInViewport();
  await nav.getByRole("link", { name: "Yhteystiedot" }).click();
  await expect(page.locator("#contact")).toBeInViewport();
  await expect(page).toHaveURL(/#contact$/);
});

test("in-page navigation jumps instantly when the visitor prefers reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/siivous-toiminnanohjaus");
  await enhanced(page);
  await page.getByRole("navigation", { name: "Sivun osiot" }).getByRole("link", { name: "Yhteystiedot" }).click();
  // No animation: the very next frame is already at the section.
  const offset = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => resolve(document.getElementById("contact")!.getBoundingClientRect().top)),
      ),
  );
  expect(Math.abs(offset)).toBeLessThan(200);
  await expect(page.locator("#contact")).toBeFocused();
});

test("on a phone the section menu's four links fit whole, none under the fade that marks a row running on", async ({ readPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/siivous-toiminnanohjaus");
  const list = page.getByRole("navigation", { name: "Sivun osiot" }).getByRole("list");
  const fits = await list.evaluate((element) => element.scrollWidth <= element.clientWidth);
  expect(fits, "the row does not scroll").toBe(true);
  // The fade covers the list's last 1.5rem (landing-page.tsx): the last link ends before it.
  const listBox = (await list.boundingBox())!;
  const last = (await list.getByRole("link").last().boundingBox())!;
  expect(last.x + last.width).toBeLessThanOrEqual(listBox.x + listBox.width - 24);
});
