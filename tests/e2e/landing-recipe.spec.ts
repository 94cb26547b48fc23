/**
 * The README's recipe "Add a landing page", followed as written in one copy of the checkout:
 *
 * - in the editor: a marketer creates an ad-only campaign page in Finnish through /admin and
 *   Decap's local backend (as `npm run cms` runs it) on the copy, composing it from a hero and a
 *   closing call to action, and sees it drawn in the preview;
 * - as a file: a developer writes a Swedish page into app/content/landing/.
 *
 * The copy is then built with every check of `npm run build` and served: both pages answer, the
 * ad-only one `noindex`, out of the sitemap and the site search; the written one listed. A third
 * file at an address the cleaning page has makes the build fail, naming both files.
 */
import { type ChildProcess, spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import { workingCopy } from "../../scripts/working-copy";
import { expect, test } from "./fixtures";
import { openEditor, serveCheckout, startEditorBackend } from "./processes";

test.describe.configure({ mode: "serial" });

/** The campaign the marketer makes: a word no other page has, to look for in the site search. */
const campaign = { path: "kevatkampanja", word: "Kevätkampanjatarjous", title: "Kevätkampanjatarjous yrittäjälle" };
/** The page the developer writes as a file. */
const swedish = { path: "for-bokforingsbyraer", title: "Fakturering för bokföringsbyråns kunder" };

let dir: string;
let backend: ChildProcess | undefined;
let backendUrl: string;
let site: ChildProcess | undefined;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dir = workingCopy("landing-recipe-");
  ({ url: backendUrl, process: backend } = await startEditorBackend(dir));
});

test.afterAll(() => {
  backend?.kill();
  site?.kill();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Runs a command in the copy: its exit status and output. */
function inCopy(command: string, args: string[]) {
  const { FORCE_COLOR, ...inherited } = process.env;
  const result = spawnSync(command, args, {
    cwd: dir,
    env: { ...inherited, NO_COLOR: "1", BUILD_CACHE: "off" },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, output: `${result.stdout ?? ""}${result.stderr ?? ""}` };
}

test("a marketer composes an ad-only landing page in the editor and sees it drawn", async ({ page }) => {
  // README, "Add a landing page", in the editor: Landing pages → New Landing page.
  await openEditor(page, "/collections/landing/new", backendUrl);

  // The Finnish pane, on the left: the address, search engines kept out, the title and description.
  await page.getByLabel("Path").first().fill(campaign.path);
  await expect(page.getByLabel("Indexable").first()).toBeChecked();
  await page.getByLabel("Indexable").first().click();
  await page.getByLabel("Title", { exact: true }).first().fill(`${campaign.title} – {brand}`);
  await page.getByLabel("Description").first().fill(`${campaign.word}: laskutus {trialDays} päivää maksutta.`);
  await page.getByLabel("Menu label").first().fill("Sivun osiot");

  // Two sections: a hero, then the closing call to action.
  const addSection = async (type: string) => {
    await page
      .getByRole("button", { name: /Add sections/i })
      .first()
      .click();
    await page.getByRole("menuitem", { name: type }).click();
  };
  // Decap shows a button's object folded: its Expand button opens it.
  const button = (name: string) =>
    page
      .locator('[aria-label="object field"]')
      .filter({ has: page.locator("label", { hasText: new RegExp(`^${name}$`) }) })
      .first();
  const expand = (name: string) => button(name).getByRole("button", { name: "Expand" }).first().click();
  await addSection("Hero");
  await page.getByLabel("Title", { exact: true }).nth(1).fill(campaign.title);
  await page.getByLabel("Subtitle").first().fill("Laskuta asiakkaitasi keväällä ilman paperitöitä.");
  await expand("Primary");
  await button("Primary").getByLabel("Label", { exact: true }).fill("Kokeile maksutta");
  await button("Primary").getByLabel("To", { exact: true }).fill("signup:invoicing");

  // The preview draws it with the site's own components, facts filled in.
  await page.getByRole("button", { name: "Toggle preview" }).click();
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.locator("h1")).toHaveText(campaign.title);
  await expect(preview.locator('[data-section="hero"] a')).toHaveText(/Kokeile maksutta/);

  await addSection("Closing call to action");
  await page.getByLabel("Title", { exact: true }).nth(2).fill("Aloita tänään");
  await page.getByLabel("Intro").first().fill("Kokeile {trialDays} päivää maksutta.");
  await expand("Action");
  await button("Action").getByLabel("Label", { exact: true }).fill("Kokeile maksutta");
  await button("Action").getByLabel("To", { exact: true }).fill("signup:invoicing");
  await expect(preview.locator('[data-section="cta"] h2')).toHaveText("Aloita tänään");

  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  const file = join(dir, `app/content/landing/${campaign.path}.yaml`);
  await expect.poll(() => existsSync(file) && readFileSync(file, "utf8").includes(campaign.word), { timeout: 15_000 }).toBe(true);
  const saved = parse(readFileSync(file, "utf8")) as Record<string, { path?: string; sections?: { type: string }[] }>;
  expect(saved.fi?.path).toBe(campaign.path);
  expect(saved.fi?.sections?.map((section) => section.type)).toEqual(["hero", "cta"]);
});

test("the copy builds with both new pages, and serves them as their switches say", async ({ page }) => {
  // One build of the whole site, on a machine that may be busy with the rest of the suite.
  test.setTimeout(600_000);
  // README, "Add a landing page", as a file: a page in Swedish only, from the same sections.
  writeFileSync(
    join(dir, `app/content/landing/${swedish.path}.yaml`),
    stringify({
      sv: {
        path: swedish.path,
        indexable: true,
        title: `${swedish.title} – {brand}`,
        description: "Kunderna fakturerar själva, och byrån ser fakturorna direkt i tjänsten.",
        menuLabel: "På den här sidan",
        sections: [
          {
            type: "hero",
            title: swedish.title,
            subtitle: "Dina kunder skickar sina fakturor själva, och du ser dem direkt i tjänsten.",
            primary: { label: "Prova gratis", to: "signup:invoicing" },
            screen: { product: "invoicing" },
          },
          {
            type: "faq",
            menu: "Frågor",
            title: "Frågor",
            items: [{ question: "Vad kostar det?", answer: "Priserna börjar på {invoicingFromPrice}/månad (exkl. moms)." }],
          },
        ],
      },
    }),
  );
  const build = inCopy("npm", ["run", "build"]);
  expect(build.status, build.output.slice(-20_000)).toBe(0);

  ({ origin, process: site } = await serveCheckout(dir));

  await page.goto(`${origin}/${campaign.path}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "fi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(campaign.title);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.locator('[data-section="cta"] h2')).toHaveText("Aloita tänään");

  await page.goto(`${origin}/sv/${swedish.path}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(swedish.title);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][hreflang="sv"]')).toHaveCount(1);
  await expect(page.locator('link[rel="alternate"][hreflang="fi"]')).toHaveCount(0);

  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  expect(sitemap).toContain(`/sv/${swedish.path}</loc>`);
  expect(sitemap).not.toContain(campaign.path);

  // The site search knows the listed page and not the ad-only one.
  await page.goto(`${origin}/haku?q=${encodeURIComponent(campaign.word)}`);
  // Answered (the status names the query), with no result leading to the campaign.
  await expect(page.locator("[data-search-status]")).toContainText(campaign.word);
  await expect(page.locator(`[data-search-page] a[href="/${campaign.path}"]`)).toHaveCount(0);
  await page.goto(`${origin}/sv/sok?q=bokföringsbyråns`);
  await expect(page.locator(`[data-search-page] a[href="/sv/${swedish.path}"]`)).toBeVisible();
});

test("an address another page has stops the build, naming both files", () => {
  const clash = parse(readFileSync(join(dir, `app/content/landing/${swedish.path}.yaml`), "utf8")) as { sv: Record<string, unknown> };
  writeFileSync(join(dir, "app/content/landing/siivous-kopio.yaml"), stringify({ fi: { ...clash.sv, path: "siivous-toiminnanohjaus" } }));
  const build = inCopy("npm", ["run", "build"]);
  expect(build.status).not.toBe(0);
  expect(build.output).toMatch(
    /app\/content\/landing\/siivous-kopio\.yaml: fi: the address \/siivous-toiminnanohjaus is already app\/content\/landing\/cleaning\.yaml's/,
  );
});
