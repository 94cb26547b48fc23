/**
 * One layout per language (see routes.ts): loads that language's shared strings and
 * product list, and renders the header and footer around the page.
 */
import { Outlet } from "react-router";
import { ConsentNotice, ConsentSettings } from "~/components/layout/consent-notice";
import { LanguageBanner } from "~/components/layout/language-banner";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { comingSoonProducts, productIds } from "~/config/products";
import { accessibilityStatements } from "~/content/accessibility.server";
import { layoutMessages, messages } from "~/content/messages.server";
import { productContent } from "~/content/products.server";
import { I18nProvider, type I18nValue, type ProductLink } from "~/i18n/context";
import { languages } from "~/i18n/languages";
import { languageLinks, pageAlternates } from "~/routing/alternates.server";
import { requestPage } from "~/routing/page.server";
import { pagePath } from "~/routing/route-table";
import type { Route } from "./+types/language-layout";

export function loader({ request }: Route.LoaderArgs) {
  const { lang, path } = requestPage(request);
  const products: ProductLink[] = productIds.map((id) => ({
    id,
    name: productContent[lang][id].name,
    tagline: productContent[lang][id].tagline,
    benefit: productContent[lang][id].benefit,
    path: pagePath(id, lang)!,
    comingSoon: comingSoonProducts.includes(id),
  }));
  // A page missing in some languages says so in the language menu, to each reader in the
  // language they are about to choose, and leads to that language's blog list (an article) or home.
  const alternates = pageAlternates(path);
  const links = languageLinks(path, alternates);
  const languageMenu = Object.fromEntries(
    languages.map((target) => {
      const { path: to, missing } = links[target];
      const note =
        missing === "article"
          ? messages[target].language.articleMissing
          : missing === "page"
            ? messages[target].language.finnishOnly
            : undefined;
      return [target, { path: to, ...(note ? { note } : {}) }];
    }),
  ) as I18nValue["languageMenu"];
  return {
    lang,
    t: layoutMessages(lang),
    products,
    languageMenu,
    alternates,
    accessibilityTitle: accessibilityStatements()[lang].title,
  };
}

export default function LanguageLayout({ loaderData }: Route.ComponentProps) {
  return (
    <I18nProvider value={loaderData}>
      <ConsentNotice />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <LanguageBanner />
      <ConsentSettings />
    </I18nProvider>
  );
}
