/**
 * The content editor at /admin, end to end: the production build's editor, Decap CMS's local
 * backend (decap-server, as `npm run cms` starts it) on a copy of app/content, and the build's
 * own content loaders reading what the editor saved.
 */
import type { ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { loadProducts } from "../../app/content/products.server";
import { productNames } from "../../app/content/product-names.server";
import type { ProductContent } from "../../app/content/schema";
import type { Language } from "../../app/i18n/languages";
import { expect, test } from "./fixtures";
import { openEditor, startEditorBackend } from "./processes";

test.describe.configure({ mode: "serial" });

let repository: string;
let backend: ChildProcess;
let backendUrl: string;

test.beforeAll(async () => {
  repository = mkdtempSync(join(tmpdir(), "cms-repository-"));
  cpSync("app/content", join(repository, "app/content"), { recursive: true });
  // Installed on demand, as `npm run cms` does: the site's own npm ci does not install the
  // editor. The first time on a clone that is an npm ci of its own, so the hook may take longer.
  test.setTimeout(180_000);
  ({ url: backendUrl, process: backend } = await startEditorBackend(repository));
});

test.afterAll(() => {
  backend?.kill();
  rmSync(repository, { recursive: true, force: true });
});

/** A product's copy file in the backend's repository, parsed. */
const productFile = (id: string) =>
  parse(readFileSync(join(repository, `app/content/products/${id}.yaml`), "utf8")) as Record<Language, ProductContent>;

/** Opens an entry in the editor on the test's backend (the built config names the default port). */
function openEntry(page: Page, hash: string) {
  return openEditor(page, hash, backendUrl);
}

/** Publishes the entry being edited. */
async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

test("the editor is its own noindex page, in no page's JavaScript", async ({ request }) => {
  const response = await request.get("/admin");
  expect(response.status()).toBe(200);
  expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self' 'unsafe-eval'/);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain("/admin");
  const home = await (await request.get("/")).text();
  expect(home).not.toContain("/admin");
  const config = (await (await request.get("/admin/config.yml")).json()) as { collections: { name: string }[] };
  expect(config.collections.map((collection) => collection.name)).toEqual([
    "ui",
    "products",
    "landing",
    "blog",
    "glossary",
    "site",
    "accessibility",
  ]);
});

test("a marketer changes an English tagline and a Swedish answer, and the build reads exactly those", async ({ page }) => {
  const before = productFile("sign");
  const tagline = "Contracts signed online, with every signer verified.";
  const answer = "Ja. Underskrifterna är juridiskt bindande enligt EU:s eIDAS-förordning.";
  await openEntry(page, "/collections/products/entries/sign");

  // Finnish on the left; the right pane starts in English.
  const taglines = page.getByLabel("Tagline");
  await expect(taglines.nth(1)).toHaveValue(before.en.tagline);
  await taglines.nth(1).fill(tagline);
  await page.getByRole("button", { name: "Writing in EN" }).click();
  await page.getByRole("menuitem", { name: "SV" }).click();
  const answers = page.getByLabel("Answer");
  await expect(answers).toHaveCount(6);
  const [firstSwedishFaq, ...otherSwedishFaqs] = before.sv.faqs;
  await expect(answers.nth(3)).toHaveValue(firstSwedishFaq!.answer);
  await answers.nth(3).fill(answer);
  await publish(page);
  // The file is rewritten in place: until the editor is done, it may read empty.
  await expect.poll(() => (productFile("sign") as typeof before | null)?.en.tagline).toBe(tagline);

  const after = productFile("sign");
  // Exactly those two changed, in every language.
  expect(after).toEqual({
    ...before,
    en: { ...before.en, tagline },
    sv: { ...before.sv, faqs: [{ ...firstSwedishFaq, answer }, ...otherSwedishFaqs] },
  });
  // The build's loader validates the saved file and shows the new copy.
  const { productContent } = loadProducts(join(repository, "app/content/products"));
  expect(productContent.en.sign.tagline).toBe(tagline);
  expect(productContent.sv.sign.faqs[0]!.answer).toBe(answer);
});

test("the editor refuses to publish an empty required field", async ({ page }) => {
  const before = readFileSync(join(repository, "app/content/products/kyc.yaml"), "utf8");
  await openEntry(page, "/collections/products/entries/kyc");
  // Every save goes to the backend as a "persistEntry" action: none may be sent.
  const saves: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(backendUrl) && request.postData()?.includes("persistEntry")) saves.push(request.url());
  });
  const taglines = page.getByLabel("Tagline");
  await expect(taglines.nth(1)).toHaveValue(productFile("kyc").en.tagline);
  await taglines.nth(1).fill("");
  await publish(page);
  await expect(page.getByText(/is required/i).first()).toBeVisible();
  expect(saves).toEqual([]);
  expect(readFileSync(join(repository, "app/content/products/kyc.yaml"), "utf8")).toBe(before);
});

test("the preview is the product page as the site draws it, names and facts filled in as the marketer types", async ({ page }) => {
  await openEntry(page, "/collections/products/entries/sign");
  await page.getByRole("button", { name: "Toggle preview" }).click();
  const preview = page.frameLocator("#preview-pane");
  // Drawn by the product page's own component (app/components/product-page.tsx), with its screen.
  await expect(preview.locator('[data-section="hero"] h1')).toContainText(productFile("sign").fi.benefit);
  await expect(preview.locator('[data-section="hero"] [data-mockup="sign"] [role="img"]')).toBeVisible();
  await expect(preview.locator('[data-section="faq"] details')).toHaveCount(3);
  // The pane shows the language being written.
  await page.getByRole("button", { name: "Writing in FI" }).click();
  await page.getByRole("menuitem", { name: "EN" }).click();
  await page.getByLabel("Tagline").first().fill("{product:sign} for everyone: free for {trialDays} days.");
  const tagline = preview.locator('[data-section="hero"] h1 + p');
  await expect(tagline).toHaveText(`${productNames.en.sign.inText} for everyone: free for 14\u00a0days.`);
  await expect(preview.locator('[data-section="faq"] h2')).toHaveText(/questions/i);
  // A placeholder for no product says so, instead of a blank pane.
  await page.getByLabel("Tagline").first().fill("{product:payroll} is coming.");
  await expect(preview.getByText(/needs every field.*\{product:payroll\} names no product/)).toBeVisible();
});

test("the preview of an article is its page as the site draws it, its Markdown rendered", async ({ page }) => {
  await openEntry(page, "/collections/blog/entries/sahkoinen-allekirjoitus-opas");
  await page.getByRole("button", { name: "Toggle preview" }).click();
  const preview = page.frameLocator("#preview-pane");
  const source = readFileSync(join(repository, "app/content/blog/fi/sahkoinen-allekirjoitus-opas.md"), "utf8");
  const title = /^title: "?(.+?)"?$/m.exec(source)![1]!;
  const firstHeading = /^## (.+)$/m.exec(source)![1]!;
  // app/components/article-page.tsx: the way back to the blog, the title, and the body's headings.
  await expect(preview.locator("article h1")).toHaveText(title);
  await expect(preview.locator("article [data-back-link]")).toBeVisible();
  await expect(preview.locator("article h2").first()).toHaveText(firstHeading);
});
