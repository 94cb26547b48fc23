/**
 * The README's recipes "Add a product" and "Add a page", followed as written in one copy of the
 * checkout, where the unit tests (`npx vitest run`), the type check (`npx react-router typegen &&
 * npx tsc`) and the build with every check of `npm run build` then pass:
 *
 * - one more product gets its record, its copy and its icon (three files, no mock-up), and the
 *   built site lists it everywhere products are listed, with every card grid's rows still whole;
 * - a press page gets its row in the route table, its route module and its copy with its title
 *   and description, and is built in every language with its head and a place in the sitemap.
 */
import { type ChildProcess, spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import { productIds } from "../../app/config/products";
import { site } from "../../app/config/site";
import { languages, type Language } from "../../app/i18n/languages";
import { messages } from "../../app/content/messages.server";
import { workingCopy } from "../../scripts/working-copy";
import { expect, test } from "./fixtures";
import { serveCheckout } from "./processes";

test.describe.configure({ mode: "serial" });

const segments: Record<Language, string> = { fi: "palkanlaskenta", en: "payroll", sv: "lon", es: "nominas" };
// Each language's name, and the copy a search result shows: the build refuses a description another page has.
const copy: Record<Language, { name: string; tagline: string; benefit: string; description: string }> = {
  fi: {
    name: "Palkat",
    tagline: "Laske palkat ilman taulukoita.",
    benefit: "Palkanlaskenta yhdellä napilla",
    description: "Laske palkat ja lähetä palkkalaskelmat työntekijöille. {product:payroll} ei ole vielä käytettävissä.",
  },
  en: {
    name: "Payroll",
    tagline: "Calculate your team's pay without spreadsheets.",
    benefit: "Payroll in one click",
    description: "Calculate pay and send every employee a payslip. {product:payroll} isn't available yet.",
  },
  sv: {
    name: "Lön",
    tagline: "Räkna ut lönerna utan kalkylblad.",
    benefit: "Räkna ut lönerna med ett klick",
    description: "Räkna ut lönerna och skicka lönespecifikationer till alla anställda. {product:payroll} är inte tillgänglig än.",
  },
  es: {
    name: "Nóminas",
    tagline: "Calcula las nóminas de tu equipo sin hojas de cálculo.",
    benefit: "Nóminas con un clic",
    description: "Calcula las nóminas y envía a cada empleado su recibo. {product:payroll} todavía no está disponible.",
  },
};

const pressSegments: Record<Language, string> = { fi: "medialle", en: "press", sv: "press", es: "prensa" };
const pressCopy: Record<Language, { meta: { title: string; description: string }; title: string; intro: string }> = {
  fi: {
    meta: { title: "Medialle – {brand}", description: "Yhteystiedot toimittajille, logot ja tuoreimmat tiedotteet yhdestä paikasta." },
    title: "Medialle",
    intro: "Logot, kuvat ja yhteystiedot toimittajille.",
  },
  en: {
    meta: { title: "Press – {brand}", description: "Contacts for journalists, our logos and the latest announcements in one place." },
    title: "Press",
    intro: "Logos, images and contacts for journalists.",
  },
  sv: {
    meta: { title: "Pressrum – {brand}", description: "Kontakter för journalister, våra logotyper och de senaste pressmeddelandena." },
    title: "Pressrum",
    intro: "Logotyper, bilder och kontakter för journalister.",
  },
  es: {
    meta: {
      title: "Prensa – {brand}",
      description: "Contactos para periodistas, nuestros logotipos y las últimas noticias en un solo lugar.",
    },
    title: "Prensa",
    intro: "Logotipos, imágenes y contactos para periodistas.",
  },
};

let dir: string;
let server: ChildProcess | undefined;
let origin: string;

/** Replaces `anchor` in a file of the copy, which must hold it exactly once. */
function edit(file: string, anchor: string, replacement: string) {
  const path = join(dir, file);
  const text = readFileSync(path, "utf8");
  expect(text.split(anchor), `${file} holds "${anchor}" once`).toHaveLength(2);
  writeFileSync(path, text.replace(anchor, replacement));
}

test.beforeAll(async () => {
  // The unit tests, the type check and a build of the whole site, one after another, on a
  // machine that may be busy with the rest of the suite: a timeout that catches a hang.
  test.setTimeout(600_000);
  dir = workingCopy("recipes-");
  addProduct();
  addPressPage();

  // What `npm run check` runs besides formatting and lint, in the copy.
  inCopy("npx", ["vitest", "run"]);
  inCopy("npx", ["react-router", "typegen"]);
  inCopy("npx", ["tsc"]);
  inCopy("npm", ["run", "build"], { BUILD_CACHE: "off" });

  ({ origin, process: server } = await serveCheckout(dir));
});

/** Runs a command in the copy; when it fails, the test fails with its output. */
function inCopy(command: string, args: string[], env: Record<string, string> = {}) {
  const { FORCE_COLOR, ...inherited } = process.env;
  const result = spawnSync(command, args, {
    cwd: dir,
    env: { ...inherited, NO_COLOR: "1", ...env },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`;
  expect(result.status, `\`${[command, ...args].join(" ")}\` in the copy after the recipes:\n${output.slice(-30_000)}`).toBe(0);
}

/** README, "Add a product": one more product, step by step. */
function addProduct() {
  // 1. Its record in app/config/products.ts: its id in `productIds`, and the record itself.
  const last = productIds.at(-1)!;
  edit("app/config/products.ts", `"${last}"] as const`, `"${last}", "payroll"] as const`);
  edit(
    "app/config/products.ts",
    "} as const satisfies Record<ProductId, ProductRecord>;",
    `  payroll: {
    segments: ${JSON.stringify(segments)},
    comingSoon: true,
    pricing: "serviceLater",
    mockup: false,
  },
} as const satisfies Record<ProductId, ProductRecord>;`,
  );

  // 2. Its copy in app/content/products/payroll.yaml: the four languages, written here from
  // another coming-soon product's file with a name of its own and without a mock-up.
  const kyc = parse(readFileSync(join(dir, "app/content/products/kyc.yaml"), "utf8")) as Record<Language, Record<string, unknown>>;
  const payroll = Object.fromEntries(
    languages.map((lang) => {
      // The fields the recipe's product has no use for: a mock-up, Finnish forms, KYC's own search title and name in running text.
      const { mockup, mockupDescription, forms, searchTitle, inText, ...fields } = kyc[lang];
      const text = JSON.stringify(fields).replace(/\{product:kyc(:\w+)?\}/g, "{product:payroll}");
      return [lang, { ...JSON.parse(text), ...copy[lang], searchTitle: `{product:payroll} – ${copy[lang].benefit}` }];
    }),
  );
  writeFileSync(join(dir, "app/content/products/payroll.yaml"), stringify(payroll));

  // 3. Its icon: a line under its id in app/ui/icons.tsx.
  edit("app/ui/icons.tsx", `\n  ${last}: `, `\n  payroll: "M4 5h16v14H4zM8 9h8M8 13h8M8 17h4",\n  ${last}: `);
}

/** README, "Add a page": a press page, step by step. */
function addPressPage() {
  // 1. A row in `pages` of the route table: its segment per language and its route module.
  edit(
    "app/routing/route-table.ts",
    "  /** Site search, reading `q` from the URL (app/search/). */",
    `  press: { file: "routes/press.tsx", segments: ${JSON.stringify(pressSegments)} },
  /** Site search, reading \`q\` from the URL (app/search/). */`,
  );
  // 2. Its route module, whose loader takes its page from tablePage(args) and returns pageHead(page, ...) and its strings.
  writeFileSync(
    join(dir, "app/routes/press.tsx"),
    `import { PageHero } from "~/components/page-hero";
import { messages } from "~/content/messages.server";
import { pageHead, tablePage } from "~/routing/page.server";
import type { Route } from "./+types/press";

export function loader(args: Route.LoaderArgs) {
  const page = tablePage(args);
  const t = messages[page.lang];
  return { t: t.press, head: pageHead(page, { ...t.press.meta, crumb: t.press.title }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function Press({ loaderData: { t } }: Route.ComponentProps) {
  return <PageHero title={t.title} intro={t.intro} />;
}
`,
  );
  // 3 and 4. Its strings, title and description included: a section of the schema, and its file.
  edit(
    "app/content/ui/schema.ts",
    "/** Every section of the interface copy, in the order the editor lists them. */",
    `const press = z.strictObject({ meta: pageMeta, title: text, intro: text });

/** Every section of the interface copy, in the order the editor lists them. */`,
  );
  edit("app/content/ui/schema.ts", "  search,\n};", "  search,\n  press,\n};");
  writeFileSync(join(dir, "app/content/ui/press.yaml"), stringify(pressCopy));
}

test.afterAll(() => {
  server?.kill();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("the new product has a page in every language, without a mock-up", async ({ page }) => {
  for (const lang of languages) {
    const path = `${lang === "fi" ? "" : `/${lang}`}/${segments[lang]}`;
    expect(existsSync(join(dir, "build/client", `${path.slice(1)}.html`)), path).toBe(true);
    await page.goto(origin + path);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    const heading = page.getByRole("heading", { level: 1 });
    for (const part of [copy[lang].name, copy[lang].benefit]) await expect(heading).toContainText(part);
    // Its copy names it by its own name, not the name of the file it was written from.
    await expect(page.locator("main")).not.toContainText("KYC");
    await expect(page.locator("[data-mockup]")).toHaveCount(0);
  }
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  for (const lang of languages) expect(sitemap).toContain(`/${segments[lang]}</loc>`);
});

test("the product is listed wherever products are, and copy about the suite counts it", async ({ page }) => {
  await page.goto(`${origin}/en/products`);
  // One more than the checkout has, the new one named last.
  const count = productIds.length + 1;
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", new RegExp(`^${count}\\sservices .*, and Payroll\\.`));
  await expect(page.locator("main h1 + p")).toContainText(new RegExp(`\\b${count}\\sservices\\b`));
  await expect(page.locator("main li[data-product]")).toHaveCount(count);
  // Coming soon, it joins the products to come.
  await expect(page.getByRole("region", { name: messages.en.productsPage.later }).locator("li[data-product=payroll]")).toBeVisible();
  await expect(page.locator('footer a[href="/en/payroll"]')).toHaveCount(1);
  await page.goto(`${origin}/en/pricing`);
  await expect(page.locator("li[data-product=payroll]")).toBeVisible();
});

test("every grid of product cards still fills its rows, at 390 to 1440 px", async ({ page }) => {
  // The grids of tests/e2e/visual.spec.ts, "grids fill their rows".
  // The products page and pricing have two, the products open now and those to come; the register page's chooser too.
  const grids = {
    "/en": "#products ul:has(> li[data-compact-on-phones])",
    "/en/products": "main ul:has(> li[data-product])",
    "/en/register": "[data-choices]",
    "/en/pricing": "main ul:has(> li[data-product])",
  };
  for (const [path, list] of Object.entries(grids)) {
    await page.goto(origin + path);
    for (const width of [390, 768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const lists = await page.locator(list).all();
      for (const grid of lists) {
        // How far each row of cards stops short of the grid's right edge.
        const gaps = await grid.evaluate((element) => {
          const right = element.getBoundingClientRect().right;
          const rows = Map.groupBy([...element.children], (item) => Math.round(item.getBoundingClientRect().top));
          return [...rows.values()].map((row) => Math.round(right - Math.max(...row.map((item) => item.getBoundingClientRect().right))));
        });
        expect(gaps.length, `${path} at ${width} px has rows`).toBeGreaterThan(0);
        expect(
          gaps.filter((gap) => gap > 1),
          `${path} at ${width} px`,
        ).toEqual([]);
      }
    }
  }
});

test("the press page is built in every language, with its title, description and a place in the sitemap", async ({ page }) => {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  for (const lang of languages) {
    const path = `${lang === "fi" ? "" : `/${lang}`}/${pressSegments[lang]}`;
    await page.goto(origin + path);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page).toHaveTitle(pressCopy[lang].meta.title.replace("{brand}", site.brand));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", pressCopy[lang].meta.description);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pressCopy[lang].title);
    expect(sitemap).toContain(`${path}</loc>`);
  }
});
