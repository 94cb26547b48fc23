/**
 * The editor's previews (docs/cms.md), drawn by the site's own page components from the entry
 * being edited: a product file as its product page, an article as its page, a landing page as itself. The copy is made
 * as the build makes it (app/content/fill-facts.ts: names and facts filled in, page copy typeset), so the
 * preview is the page as it will be built. Bundled for the browser into /admin/previews.js by cms/admin.ts; the strings
 * around the copy (the page's labels, the header's) come from /admin/preview-data.js, which
 * the build writes from the site's copy. cms/editor.js hands each preview its entry.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { ArticlePage, articlePageProps } from "~/components/article-page";
import { LandingPage } from "~/components/landing-page";
import { landingPageProps } from "~/components/landing-page-props";
import { ProductPage } from "~/components/product-page";
import { productPageProps } from "~/components/product-page-props";
import { isProductId } from "~/config/products";
import type { ArticleMeta } from "~/content/blog/articles";
import { builtProductCopy, fillFacts } from "~/content/fill-facts";
import type { LandingLanguage } from "~/content/landing/schema";
import { placeSections } from "~/content/landing/sections";
import { typeset } from "~/content/typeset";
import { markdownToHtml } from "~/content/markdown";
import type { MockupCopy } from "~/content/mockups/schema";
import type { ProductContent } from "~/content/schema";
import { I18nProvider } from "~/i18n/context";
import { interpolate } from "~/i18n/format";
import { isLanguage } from "~/i18n/languages";
import type { PreviewData } from "./preview-data.server";

const data = (window as unknown as { sitePreviewData: PreviewData }).sitePreviewData;

/** A half-written entry cannot always be drawn: the preview says what is missing instead of going blank. */
function drawn(draw: () => React.ReactElement): string {
  try {
    return renderToStaticMarkup(draw());
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return renderToStaticMarkup(
      <p className="m-6 rounded-card bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
        The preview needs every field of this entry filled in: {message}
      </p>,
    );
  }
}

/** A product file's page in one language, from the entry as it stands. */
function product(id: string, lang: string, entry: Record<string, unknown>): string {
  if (!isProductId(id) || !isLanguage(lang)) return "";
  const strings = data.languages[lang];
  return drawn(() => {
    const file = entry as unknown as ProductContent & { mockup?: MockupCopy[keyof MockupCopy] };
    // Copy elsewhere in this file names the product as it is being renamed.
    const name = {
      ...data.names.products[lang][id],
      name: file.name,
      inText: interpolate(file.inText ?? file.name, { brand: strings.brand }),
    };
    const names = { ...data.names, products: { ...data.names.products, [lang]: { ...data.names.products[lang], [id]: name } } };
    const { content, mockup } = builtProductCopy(file, lang, names);
    return (
      <I18nProvider value={strings.layout}>
        <ProductPage {...productPageProps(id, lang, content, mockup, strings)} />
      </I18nProvider>
    );
  });
}

/** An article's page in one language, from the entry as it stands. */
function article(lang: string, entry: Record<string, unknown>): string {
  if (!isLanguage(lang)) return "";
  const strings = data.languages[lang];
  return drawn(() => {
    // As the blog's loader makes it: placeholders filled, the text not typeset.
    const { body = "", ...meta } = fillFacts(entry as unknown as ArticleMeta & { body?: string }, lang, data.names);
    return (
      <I18nProvider value={strings.layout}>
        <ArticlePage {...articlePageProps(lang, strings.article, { ...meta, html: markdownToHtml(body) })} />
      </I18nProvider>
    );
  });
}

/** A landing page in one language, from the entry as it stands: its sections placed, names and facts filled in and typeset as the build does. */
function landing(lang: string, entry: Record<string, unknown>): string {
  if (!isLanguage(lang)) return "";
  const strings = data.languages[lang];
  return drawn(() => {
    const raw = entry as unknown as LandingLanguage;
    if (raw.sections?.[0]?.type !== "hero") throw new Error("a page starts with a hero section");
    const copy = typeset(fillFacts({ ...raw, path: raw.path ?? "", sections: placeSections(raw.sections) }, lang, data.names));
    return (
      <I18nProvider value={strings.layout}>
        <LandingPage {...landingPageProps(lang, copy, strings.landing)} />
      </I18nProvider>
    );
  });
}

(window as unknown as { sitePreviews: unknown }).sitePreviews = { product, article, landing };
