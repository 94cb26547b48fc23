/**
 * Interface copy per language, read by route loaders at build time from the section files
 * in app/content/ui/ and validated against their schemas (app/content/ui/schema.ts). A missing
 * or extra file or field, or a translation whose lists differ from the Finnish source, fails
 * the build naming the file and field.
 */
import { productCtaUrl } from "../config/outbound";
import { marketingLifetimes } from "../consent/stored-keys";
import { formatDuration, interpolate } from "../i18n/format";
import { type Language, perLanguage } from "../i18n/languages";
import { withFactsPerLanguage } from "./facts-in-copy.server";
import { type BlogCategory, blogCategories, categoryProducts } from "./blog/categories";
import { readCollection } from "./collection.server";
import { productContent } from "./products.server";
import { typeset } from "./typeset";
import { type Messages, type UiSection, uiSectionFile, uiSections } from "./ui/schema";

/** The interface copy as its files hold it, before facts are filled in and text is typeset. */
export function loadUiFiles(directory?: string): Record<Language, Messages> {
  const sections = Object.keys(uiSections) as UiSection[];
  return readCollection(
    {
      format: "yaml",
      folder: "app/content/ui",
      entries: sections,
      entryName: "section",
      listedIn: "app/content/ui/schema.ts",
      fileName: uiSectionFile,
      schema: (section) => uiSections[section],
    },
    directory,
  ) as Record<Language, Messages>;
}

export const messages: Record<Language, Messages> = typeset(withFactsPerLanguage(loadUiFiles()));

/** The shared strings every page's layout needs. */
export function layoutMessages(lang: Language) {
  const { common, nav, language, footer, notFound, consent } = messages[lang];
  // The consent notice's numbers and button name are filled in here, at build time, so the
  // notice's code ships no formatting and no attribution module.
  // How long things are kept comes from the list the cookie policy is made of (app/consent/stored-keys.ts).
  const { campaign, visit } = marketingLifetimes();
  const consentCopy = {
    ...consent,
    settingsText: interpolate(consent.settingsText, { button: footer.cookies }),
    marketingText: interpolate(consent.marketingText, {
      days: formatDuration(campaign.count, campaign.unit, lang),
      months: formatDuration(visit.count, visit.unit, lang),
    }),
  };
  // The language banner speaks the visitor's language, whichever it is.
  const languageBanners = perLanguage((other) => messages[other].language.banner);
  // notFound is here because the 404 route has no loader: unknown URLs have no data file;
  // error, for the router's error screen, which renders outside the page.
  return { common, nav, language, languageBanners, footer, notFound, error: messages[lang].error, consent: consentCopy };
}
export type LayoutMessages = ReturnType<typeof layoutMessages>;

/** The home page's closing invitation and its signup label, which the inner pages close with too. */
export function closingCta(t: Messages) {
  return { ...t.home.cta, register: t.home.hero.register };
}
export type ClosingCta = ReturnType<typeof closingCta>;

/**
 * The copy an article's page shows around the article (app/components/article-page.tsx), for the
 * blog's loader and the editor's previews: an article closes with the invitation of the product its
 * category writes about (the product page's own closing panel), so a guide to e-invoicing leads to
 * Invoicing's trial, not to the suite in general.
 */
export function articlePageCopy(lang: Language) {
  const invitations = Object.fromEntries(
    blogCategories.map((category) => {
      const id = categoryProducts[category];
      const { ctaTitle, ctaDescription, ctaButtonText } = productContent[lang][id];
      return [category, { title: ctaTitle, description: ctaDescription, button: ctaButtonText, href: productCtaUrl(id, lang) }];
    }),
  ) as Record<BlogCategory, { title: string; description: string; button: string; href: string }>;
  return { blog: messages[lang].blog, invitations };
}
export type ArticlePageCopy = ReturnType<typeof articlePageCopy>;
