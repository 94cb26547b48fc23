/**
 * The one head builder every route uses: title, description, canonical, hreflang,
 * Open Graph, Twitter card and JSON-LD, as React Router meta descriptors. It runs in
 * route loaders at build time, so the tags are in each page's static HTML.
 */
import type { MetaDescriptor } from "react-router";
import { site } from "../config/site";
import { type Language, defaultLanguage, languages, ogLocales } from "../i18n/languages";
import { absoluteUrl } from "./url";
import { messages } from "../content/messages.server";
import { siteJsonLd } from "./json-ld";

export interface HeadInput {
  lang: Language;
  /** Canonical path of the page itself, unencoded (e.g. `/ota-yhteyttä`). */
  path: string;
  title: string;
  description: string;
  /** The same page in every language it exists in, the page's own language included. */
  alternates: Partial<Record<Language, string>>;
  type?: "website" | "article";
  /** Page-specific structured data (BlogPosting, BreadcrumbList…), added to the site's own. */
  jsonLd?: Record<string, unknown>[];
  /** Pages that must not be indexed (the 404 page): no canonical, no alternates. */
  noindex?: boolean;
  /** A real page search engines should not index (the search page): `noindex`, with canonical and alternates. */
  unlisted?: boolean;
}

/** The longest page title search results show whole (checked by html-validate's long-title rule in the build). */
export const maxTitleLength = 65;

/** Size of the generated share images. */
export const ogImageSize = { width: 1200, height: 630 } as const;

/** Path of a page's share image, drawn by the postbuild step from the page's title. */
export function ogImagePath(path: string): string {
  return `/og${path === "/" ? "/index" : path}.png`;
}

/**
 * The version for readers whose language the page is not in (hreflang x-default): the Finnish
 * one, or, for an article not written in Finnish, the English one, else the first there is.
 */
export function xDefault(alternates: Partial<Record<Language, string>>): string | undefined {
  return alternates[defaultLanguage] ?? alternates.en ?? languages.map((lang) => alternates[lang]).find((path) => path !== undefined);
}

export function buildHead(input: HeadInput): MetaDescriptor[] {
  const { lang, title, description } = input;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { name: "keywords", content: messages[lang].common.keywords },
    { property: "og:site_name", content: site.brand },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:locale", content: ogLocales[lang] },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
  if (input.noindex) {
    tags.push({ name: "robots", content: "noindex" });
    return tags;
  }
  if (input.unlisted) tags.push({ name: "robots", content: "noindex" });
  const url = absoluteUrl(input.path);
  const image = absoluteUrl(ogImagePath(input.path));
  tags.push(
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(ogImageSize.width) },
    { property: "og:image:height", content: String(ogImageSize.height) },
    { property: "og:image:alt", content: title },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: title },
  );
  const alternateLanguages = languages.filter((other) => input.alternates[other] !== undefined);
  for (const other of alternateLanguages) {
    tags.push({ tagName: "link", rel: "alternate", hrefLang: other, href: absoluteUrl(input.alternates[other]!) });
    if (other !== lang) tags.push({ property: "og:locale:alternate", content: ogLocales[other] });
  }
  const fallback = xDefault(input.alternates);
  if (fallback !== undefined && alternateLanguages.length > 1) {
    tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(fallback) });
  }
  tags.push({ "script:ld+json": { "@context": "https://schema.org", "@graph": [...siteJsonLd(lang), ...(input.jsonLd ?? [])] } });
  return tags;
}
