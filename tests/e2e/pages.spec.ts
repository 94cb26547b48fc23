import { ogImagePath } from "../../app/seo/head";
import { encodePath } from "../../app/routing/localize";
import { expect, test } from "./fixtures";
import { allPages, hydrated } from "./helpers";
import { firstLoadAssets } from "../../scripts/budgets";

const pages = allPages();

/**
 * One test per page (each with the default timeout): its HTML, then its share image. That
 * no two pages share a title is checked over the whole build by the SEO check
 * (scripts/seo-check.ts); a share image named after its page's path is unique by construction.
 */
test.describe("every page answers 200 with its language, a title, one h1 and its own 1200×630 share image", () => {
  for (const { path, lang } of pages) {
    test(path, async ({ request }) => {
      const response = await request.get(encodePath(path), { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(/<title>([^<]+)<\/title>/.exec(html)?.[1], "a title").toBeTruthy();
      expect(html.match(/<h1[\s>]/g), "one h1").toHaveLength(1);
      const url = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect(url && decodeURI(new URL(url).pathname)).toBe(ogImagePath(path));
      expect(html).toContain('<meta property="og:image:width" content="1200"');
      const image = await request.get(new URL(url!).pathname);
      expect(image.status(), url).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");
      const png = await image.body();
      // PNG IHDR: width and height are big-endian 32-bit integers at bytes 16 and 20.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    });
  }
});

test("an untouched page loads no module; the first pointer movement loads and runs them", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  // A fake clock run well past any timer a page could set: nothing may start on its own.
  await page.clock.install();
  await page.goto("/en/pricing");
  await page.waitForLoadState("networkidle");
  await page.clock.runFor(10_000);
  expect(scripts, "nothing but the page on the network and the main thread").toEqual([]);
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  await hydrated(page);
  expect(scripts.length).toBeGreaterThan(0);
});

test("with JavaScript off, no script is downloaded", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/en/invoicing");
  await page.waitForLoadState("networkidle");
  expect(scripts).toEqual([]);
  await context.close();
});

test("a key press starts the app as a pointer does", async ({ page }) => {
  await page.goto("/sv");
  await page.keyboard.press("Tab");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
});

test("the size budget counts exactly the scripts a browser loads for the home page", async ({ page }) => {
  const fetched = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script") fetched.add(new URL(request.url()).pathname);
  });
  await page.goto("/");
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  const html = await (await page.request.get("/")).text();
  expect([...fetched].sort()).toEqual(firstLoadAssets(html).js.sort());
});

test.describe("on a small phone no page scrolls sideways and no text runs into the screen's edge", () => {
  for (const { path } of pages) {
    test(path, async ({ phoneWalkPage: page }) => {
      await page.goto(encodeURI(path));
      const problems = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const found: string[] = [];
        if (document.documentElement.scrollWidth > width) found.push(`page is ${document.documentElement.scrollWidth}px wide`);
        const clipped = (element: Element) => {
          for (let node = element.parentElement; node; node = node.parentElement) {
            if (getComputedStyle(node).overflowX !== "visible") return true;
          }
          return false;
        };
        for (const element of document.querySelectorAll("h1, h2, h3, p, dd, dt, li, a, button")) {
          const rect = element.getBoundingClientRect();
          // Cheap test first: only an element near an edge is worth walking its ancestors for.
          if (rect.width <= 1 || (rect.left >= 4 && rect.right <= width - 4)) continue;
          if (!clipped(element) && !element.closest("[aria-hidden=true]"))
            found.push(
              `${element.tagName} "${element.textContent.trim().slice(0, 40)}" spans ${Math.round(rect.left)}-${Math.round(rect.right)}`,
            );
        }
        return found;
      });
      expect(problems).toEqual([]);
    });
  }
});
