import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { siteUrl } from "../../../app/config/site";
import { logo } from "../../../app/seo/json-ld";
import { drawShareImages, renderLogo } from "../og-image";
import { parsedPages, type Step } from "../step";

/**
 * Draws each page's share image (scripts/build/og-image.ts) at the path its og:image names, from
 * its h1 (404 pages are not shared), and the logo structured data names. A page whose og:image
 * is not on the site stops the build.
 */
export const writeShareImages = {
  name: "draw share images",
  async run(context) {
    const { dir } = context;
    const shared = parsedPages(context).filter((page) => !page.notFound);
    const files = shared.map((page) => {
      const image = page.parsed.ogImage;
      if (!image?.startsWith(siteUrl)) throw new Error(`${page.file} has no og:image on ${siteUrl}: ${image}`);
      return join(dir, decodeURIComponent(image.slice(siteUrl.length)));
    });
    writeFileSync(join(dir, logo.path), renderLogo(logo.size));
    const images = await drawShareImages(
      shared.map((page) => page.parsed.h1),
      new URL(siteUrl).host,
    );
    files.forEach((file, index) => {
      mkdirSync(join(file, ".."), { recursive: true });
      writeFileSync(file, images[index]!);
    });
  },
} satisfies Step;
