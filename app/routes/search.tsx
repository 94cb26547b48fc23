/**
 * The search page of each language: reads `q` from the URL and searches that language's
 * Pagefind index (app/search/pagefind.ts). The header's search field is a plain GET form to
 * this page. It is `noindex` and not in the sitemap, with hreflang like every page.
 */
import { PageHero, sectionClass } from "~/components/page-hero";
import { SearchForm } from "~/components/search-form";
import { messages } from "~/content/messages.server";
import { accessibilityStatements } from "~/content/accessibility.server";
import { landingPages } from "~/content/landing/load.server";
import { landingName } from "~/content/landing/sections";
import type { PageHandle } from "~/routing/page-handle";
import { useI18n } from "~/i18n/context";
import { pageHead, tablePage } from "~/routing/page.server";
import { type PageKey, pagePath } from "~/routing/route-table";
import type { Messages } from "~/content/ui/schema";
import { resultGroups, type SearchConfig, searchConfigId, searchFieldId } from "~/search/config";
import type { Language } from "~/i18n/languages";
import { buttonClass } from "~/ui/button";
import { Link } from "~/ui/link";
import type { Route } from "./+types/search";

/** The page's own script (app/search/page.ts) answers the query; no page hydrates React. */
export const handle: PageHandle = { script: "search" };

export function loader(args: Route.LoaderArgs) {
  const page = tablePage(args);
  const { lang } = page;
  const t = messages[lang];
  const config: SearchConfig = {
    messages: {
      loading: t.search.loading,
      error: t.search.error,
      empty: t.search.empty,
      resultsOne: t.search.resultsOne,
      resultsMany: t.search.resultsMany,
    },
    groups: { products: t.nav.products, articles: t.search.articles, pages: t.search.pages },
    sections: resultSections(lang, t, accessibilityStatements()[lang].title),
  };
  return {
    t: t.search,
    browse: { products: t.nav.products, blog: t.nav.blog },
    config,
    head: pageHead(page, { ...t.search.meta, crumb: t.search.title }, { unlisted: true }),
  };
}

/**
 * Where a result sits on the site, shown above its title: the menu's name for its part of the
 * site (every product page under Products, every article under Blog and its category, a landing
 * page under its own name), by path.
 */
function resultSections(lang: Language, t: Messages, accessibilityTitle: string): SearchConfig["sections"] {
  const byPage: Partial<Record<PageKey, string>> = {
    home: t.nav.home,
    about: t.nav.about,
    contact: t.nav.contact,
    blog: t.nav.blog,
    pricing: t.nav.pricing,
    register: t.nav.register,
    cookies: t.consent.policy,
    accessibility: accessibilityTitle,
  };
  return {
    pages: {
      ...Object.fromEntries(Object.entries(byPage).map(([page, label]) => [pagePath(page as PageKey, lang)!, label])),
      // A landing page under its own name.
      ...Object.fromEntries(landingPages().flatMap(({ copy }) => (copy[lang] ? [[copy[lang].path, landingName(copy[lang])]] : []))),
    },
    blogPath: pagePath("blog", lang)!,
    blog: t.nav.blog,
    categories: t.blog.categories,
    products: t.nav.products,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

/**
 * The prerendered page: the field, the announcement (the prompt until the script reads the
 * query), an empty list and the template of a result, the ways on, and the script's strings.
 */
export default function Search({ loaderData: { t, browse, config } }: Route.ComponentProps) {
  const { lang } = useI18n();
  return (
    <div data-search-page>
      <PageHero title={t.title} intro={t.intro}>
        <div className="mt-8 max-w-2xl">
          <SearchForm id={searchFieldId} />
        </div>
      </PageHero>
      {/* At least a screen high: what the search finds replaces what the page first shows without moving what is below. */}
      <div className={`${sectionClass} min-h-svh !pt-4`}>
        {/* The results use the page's width: summaries three across on a laptop, matched passages two. */}
        <div>
          <p role="status" aria-live="polite" className="min-h-7 text-lg font-semibold text-ink" data-search-status>
            {t.prompt}
          </p>
          {/* Shown until the page's inline script runs (app.css): without JavaScript there is no search. */}
          <p data-no-script className="mt-4 text-body">
            {t.noScript}
          </p>
          {/* One group per kind of page, each shown only when it has results (./search/page.ts). */}
          <section aria-label={t.resultsLabel} data-search-results hidden>
            {resultGroups.map((group) => (
              <section key={group} aria-labelledby={`results-${group}`} className="mt-8 first:mt-6" data-result-group={group} hidden>
                <h2 id={`results-${group}`} className="text-sm font-semibold tracking-wide text-muted uppercase">
                  {config.groups[group]}
                </h2>
                <ol className={`mt-3 grid gap-3 ${group === "articles" ? "lg:grid-cols-2" : "sm:grid-cols-2 lg:grid-cols-3"}`} />
              </section>
            ))}
          </section>
          {/* A product or a page: its name and its own summary. The script gives each copy its address (without one, the template is not a link). */}
          <template data-search-result="summary">
            <li className="flex">
              <a className="group block w-full rounded-card border border-line bg-white p-4 shadow-card hover:border-brand-300 focus-visible:border-brand-600">
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-semibold text-brand-700 group-hover:underline" data-result-title />
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950" data-result-status hidden />
                </span>
                <span className="mt-1 block text-sm text-body" data-result-text />
              </a>
            </li>
          </template>
          {/* An article: its category, its title and the passage that matched. */}
          <template data-search-result="passage">
            <li>
              {/* The same card as a product's or a page's, its title and text the same sizes, so the groups read as one list. */}
              <a className="group block rounded-card border border-line bg-white p-4 shadow-card hover:border-brand-300 focus-visible:border-brand-600">
                <span className="block text-xs font-semibold tracking-wide text-muted uppercase" data-result-section />
                <span className="mt-1 block font-semibold text-brand-700 group-hover:underline" data-result-title />
                {/* Pagefind's excerpt: its own escaped text of our pages, with the match in <mark>. */}
                <span className="mt-1 block text-sm text-body [&_mark]:bg-brand-100 [&_mark]:text-ink" data-result-text />
              </a>
            </li>
          </template>
          <div className="mt-4" data-search-browse>
            <p className="text-body" data-search-empty-help hidden>
              {t.emptyHelp}
            </p>
            <ul className="mt-4 flex flex-wrap gap-3">
              {(["products", "blog"] as const).map((page) => (
                <li key={page}>
                  <Link to={pagePath(page, lang)!} className={buttonClass("secondary")}>
                    {browse[page]}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <script
        type="application/json"
        id={searchConfigId}
        dangerouslySetInnerHTML={{ __html: JSON.stringify(config).replaceAll("<", "\\u003c") }}
      />
    </div>
  );
}
