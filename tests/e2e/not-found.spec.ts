import { expect, test } from "./fixtures";
import { collectErrors } from "./helpers";

test.describe("404 page", () => {
  test("answers 404 in Finnish, noindex, logs an error and moves home after 3.5 s", async ({ page }) => {
    const errors = collectErrors(page);
    const response = await page.goto("/ei-tallaista-sivua");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "fi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oho, nyt eksyttiin!");
    await expect(page.getByText("Tämä sivu on kadonnut tai sitä ei ole koskaan ollutkaan.")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    const shown = Date.now();
    await page.waitForURL((url) => url.pathname === "/", { timeout: 6000 });
    expect(Date.now() - shown).toBeGreaterThan(2500);
    expect(errors.some((error) => error.includes('no route matches "/ei-tallaista-sivua"'))).toBe(true);
  });

  test("speaks the language of the path prefix and moves to that home", async ({ page }) => {
    const response = await page.goto("/sv/finns-inte");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    await expect(page.getByRole("link", { name: /startsidan/i }).last()).toBeVisible();
    await page.waitForURL((url) => url.pathname === "/sv", { timeout: 6000 });
  });

  test("sends an unprefixed visitor to the language they chose before", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("NETTILASKU_language", "es"));
    await page.goto("/no-existe");
    await page.waitForURL((url) => url.pathname === "/es", { timeout: 6000 });
  });
});
