/**
 * What the editor's previews (cms/previews.tsx) need besides the entry being edited: each
 * language's page strings and shared layout, the product names that copy's placeholders are
 * filled with, and the brand. Written by the build into /admin/preview-data.js.
 */
import { site } from "../app/config/site";
import { type ArticlePageCopy, articlePageCopy, messages } from "../app/content/messages.server";
import { brandForms } from "../app/content/brand-forms.server";
import type { CopyNames } from "../app/content/fill-facts";
import { productNames } from "../app/content/product-names.server";
import { mockupCopy, mockupDescriptions } from "../app/content/products.server";
import type { LandingStrings } from "../app/components/landing-page-props";
import type { Messages } from "../app/content/ui/schema";
import type { I18nValue } from "../app/i18n/context";
import { type Language, perLanguage } from "../app/i18n/languages";
import { layoutValue } from "../app/routing/layout.server";
import { tablePageContext } from "../app/routing/page.server";

export interface PreviewData {
  names: CopyNames;
  languages: Record<
    Language,
    {
      brand: string;
      /** The layout of the language's home page: the previews are drawn inside it. */
      layout: I18nValue;
      product: Messages["product"];
      pricing: Messages["pricing"];
      /** What an article's page shows around the article (app/components/article-page.tsx, articlePageProps). */
      article: ArticlePageCopy;
      /** What a landing page draws besides its copy: the products' screens and scenes, and its notes (components/landing-page-props.tsx). */
      landing: LandingStrings;
    }
  >;
}

export function previewData(): PreviewData {
  return {
    names: { products: productNames, brand: brandForms },
    languages: perLanguage((lang) => {
      const t = messages[lang];
      return {
        brand: site.brand,
        layout: layoutValue(tablePageContext("home", lang)),
        product: t.product,
        pricing: t.pricing,
        article: articlePageCopy(lang),
        landing: { mockups: mockupCopy[lang], descriptions: mockupDescriptions(lang), examples: t.common.examples },
      };
    }),
  };
}
