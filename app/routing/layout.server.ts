/**
 * What every page of a language shares: the strings of its header, footer, menus and notices, the
 * product list, and where the language menu leads from the page. The language layout's loader
 * gives it to the pages (app/routes/language-layout.tsx), and the editor's previews to theirs.
 */
import { comingSoonProducts, productIds } from "~/config/products";
import { accessibilityStatements } from "~/content/accessibility.server";
import { layoutMessages, messages } from "~/content/messages.server";
import { productContent } from "~/content/products.server";
import type { I18nValue, ProductLink } from "~/i18n/context";
import { defaultLanguage, perLanguage } from "~/i18n/languages";
import { languageLinks } from "./alternates.server";
import type { PageContext } from "./page.server";
import { pagePath } from "./route-table";

/** What every page of a language shares (its header, footer, menus), around the page `context` is; the editor's previews use it too. */
export function layoutValue(context: PageContext): I18nValue {
  const { lang, alternates } = context;
  // The products open now first, then those to come, in every menu, list and footer column.
  const ordered = [...productIds].sort((a, b) => Number(comingSoonProducts.includes(a)) - Number(comingSoonProducts.includes(b)));
  const products: ProductLink[] = ordered.map((id) => ({
    id,
    name: productContent[lang][id].name,
    tagline: productContent[lang][id].tagline,
    audience: productContent[lang][id].audience,
    benefit: productContent[lang][id].benefit,
    path: pagePath(id, lang)!,
    comingSoon: comingSoonProducts.includes(id),
  }));
  // A page missing in some languages says so in the language menu, to each reader in the
  // language they are about to choose, and leads to that language's blog list (an article) or home.
  const links = languageLinks(context.kind, alternates);
  const languageMenu: I18nValue["languageMenu"] = perLanguage((target) => {
    const { path: to, missing } = links[target];
    const note =
      missing === "article"
        ? messages[target].language.articleMissing
        : missing === "page"
          ? Object.keys(alternates).join() === defaultLanguage
            ? messages[target].language.finnishOnly
            : messages[target].language.pageMissing
          : undefined;
    return { path: to, ...(note ? { note } : {}) };
  });
  return {
    lang,
    section: context.kind === "page" ? context.page : context.kind === "article" ? "blog" : undefined,
    t: layoutMessages(lang),
    products,
    languageMenu,
    alternates,
    accessibilityTitle: accessibilityStatements()[lang].title,
  };
}
