/**
 * Open Graph images (1200×630 PNG) drawn at build time from a page's title and the
 * brand, with satori (layout to SVG) and resvg (SVG to PNG): no external service.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg, renderAsync } from "@resvg/resvg-js";
import satori from "satori";
import { site } from "../../app/config/site";
import { ogImageSize } from "../../app/seo/head";
import { cacheKey, cached } from "./build-cache";

const require = createRequire(import.meta.url);
const font = (weight: number) => readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
const fonts = [
  { name: "Inter", data: font(500), weight: 500 as const, style: "normal" as const },
  { name: "Inter", data: font(800), weight: 800 as const, style: "normal" as const },
];

type Node = { type: string; props: { style?: Record<string, string | number>; children?: Node[] | string } };
const box = (style: Node["props"]["style"], children?: Node[] | string): Node => ({
  type: "div",
  props: { style: { display: "flex", ...style }, children },
});

/** This file's own text and the fonts: a change to the drawing or a font draws every image again (scripts/build/build-cache.ts). */
const drawing = cacheKey([readFileSync(new URL(import.meta.url), "utf8"), ...fonts.map((font) => font.data)]);

/** The share image of a page with the given title, from the build cache when its inputs are unchanged. */
function shareImage(title: string, host: string): Promise<Buffer> {
  return cached("share-images", [drawing, site.brand, host, title], () => renderOgImage(title, host));
}

/**
 * The share images of these titles, in order, a few at once: each one's rendering runs on the
 * thread pool while the next one is laid out.
 */
export async function drawShareImages(titles: string[], host: string): Promise<Buffer[]> {
  const atOnce = 4;
  const images: Buffer[] = [];
  for (let start = 0; start < titles.length; start += atOnce)
    images.push(...(await Promise.all(titles.slice(start, start + atOnce).map((title) => shareImage(title, host)))));
  return images;
}

/** Renders the share image of a page with the given title. */
async function renderOgImage(title: string, host: string): Promise<Buffer> {
  const titleSize = title.length > 70 ? 54 : title.length > 40 ? 64 : 76;
  const tree = box(
    {
      width: "100%",
      height: "100%",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: "72px 80px",
      backgroundColor: "#174fad",
      color: "#ffffff",
      fontFamily: "Inter",
    },
    [
      box({ alignItems: "center", gap: 20 }, [
        box(
          {
            width: 64,
            height: 64,
            borderRadius: 16,
            backgroundColor: "#ffffff",
            color: "#1c63d6",
            alignItems: "center",
            justifyContent: "center",
            fontSize: 40,
            fontWeight: 800,
          },
          "N",
        ),
        box({ fontSize: 36, fontWeight: 800 }, site.brand),
      ]),
      box({ fontSize: titleSize, fontWeight: 800, lineHeight: 1.1, letterSpacing: -1, maxWidth: 1040 }, title),
      box({ fontSize: 28, fontWeight: 500, color: "#d9ebff" }, host),
    ],
  );
  const svg = await satori(tree as unknown as Parameters<typeof satori>[0], { ...ogImageSize, fonts });
  // Rendered on libuv's thread pool: the next image's layout goes on meanwhile (drawShareImages).
  return (await renderAsync(svg, { fitTo: { mode: "width", value: ogImageSize.width } })).asPng();
}

/** The brand's mark (public/favicon.svg) as the square PNG structured data names as the organization's logo. */
export function renderLogo(size: number): Buffer {
  return new Resvg(readFileSync("public/favicon.svg", "utf8"), { fitTo: { mode: "width", value: size } }).render().asPng();
}
