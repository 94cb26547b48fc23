/**
 * The search page of each language: reads `q` from the URL and searches that language's
 * Pagefind index (app/search/pagefind.ts). The header's search field is a plain GET form to
 * this page. It is `noindex` and not in the sitemap, with hreflang like every page.
 */
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { PageHero, sectionClass } from "~/components/page-hero";
import { SearchForm } from "~/components/search-form";
import { messages } from "~/content/messages.server";
import { accessibilityStatements } from "~/content/accessibility.server";
import type { PageHandle } from "~/routing/page-handle";
import { useBrowserValue } from "~/search/use-browser-value";
import { useI18n } from "~/i18n/context";
import { interpolate } from "~/i18n/format";
import { pageHead, requestPage } from "~/routing/page.server";
import { type PageKey, pagePath } from "~/routing/route-table";
import { resolvePath } from "~/routing/localize";
import type { Messages } from "~/content/ui/schema";
import { type SearchResult, search } from "~/search/pagefind";
import { buttonClass } from "~/ui/button";
import { Link } from "~/ui/link";
import type { Route } from "./+types/search";

/** The one page that is an application: React hydrates it to answer the visitor's question. */
export const handle: PageHandle = { hydrate: true };

export function loader({ request }: Route.LoaderArgs) {
  const { lang } = requestPage(request);
  const t = messages[lang];
  return {
    t: t.search,
    browse: { products: t.nav.products, blog: t.nav.blog },
    sections: resultSections(t, accessibilityStatements()[lang].title),
    head: pageHead("search", lang, { ...t.meta.search, crumb: t.search.title }, { unlisted: true }),
  };
}

/**
 * Where a result sits on the site, shown above its title: the menu's name for its part of the
 * site (every product page under Products, every article under Blog and its category).
 */
function resultSections(t: Messages, accessibilityTitle: string) {
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
  return { byPage, products: t.nav.products, blog: t.nav.blog, categories: t.blog.categories as Record<string, string> };
}

/** The section label of a result's URL, from the route table. */
function sectionOf(url: string, sections: ReturnType<typeof resultSections>): string {
  const resolved = resolvePath(url);
  if (resolved.kind === "article") {
    const category = sections.categories[resolved.category];
    return category ? `${sections.blog} · ${category}` : sections.blog;
  }
  if (resolved.kind !== "page") return "";
  return sections.byPage[resolved.page] ?? sections.products;
}

/** The page's own field, where arrow keys start and end. */
const fieldId = "search-page-field";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

/** The answer to one query: its results, or that the index could not load. */
type Answer = { query: string; results: SearchResult[] } | { query: string; failed: true };
type Status = { state: "idle" } | { state: "loading" } | { state: "done"; results: SearchResult[] } | { state: "error" };

export default function Search({ loaderData: { t, browse, sections } }: Route.ComponentProps) {
  const { lang } = useI18n();
  const { search: queryString } = useLocation();
  // The prerendered page and its hydration know no query; the browser's URL does.
  const query = useBrowserValue(
    () => (new URLSearchParams(queryString).get("q") ?? "").trim(),
    () => "",
  );
  const [answer, setAnswer] = useState<Answer>();
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!query) return;
    let current = true;
    search(query).then(
      (results) => current && setAnswer({ query, results }),
      () => current && setAnswer({ query, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [query]);

  // Until the answer to this query arrives, it is loading.
  const status: Status = !query
    ? { state: "idle" }
    : answer?.query !== query
      ? { state: "loading" }
      : "failed" in answer
        ? { state: "error" }
        : { state: "done", results: answer.results };
  const results = status.state === "done" ? status.results : [];
  const announcement =
    status.state === "loading"
      ? t.loading
      : status.state === "error"
        ? t.error
        : status.state === "done"
          ? interpolate(results.length === 0 ? t.empty : results.length === 1 ? t.resultsOne : t.resultsMany, {
              query,
              count: String(results.length),
            })
          : query
            ? ""
            : t.prompt;

  /** Arrow keys move between the field and the results, as in a list of suggestions. */
  const moveFocus = (event: React.KeyboardEvent) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const targets = [document.getElementById(fieldId), ...(list.current?.querySelectorAll("a") ?? [])].filter(
      (target): target is HTMLElement => target !== null,
    );
    const index = targets.indexOf(document.activeElement as HTMLElement);
    if (index === -1) return;
    const next = targets[index + (event.key === "ArrowDown" ? 1 : -1)];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  return (
    <div onKeyDown={moveFocus}>
      <PageHero title={t.title} intro={t.intro}>
        <div className="mt-8 max-w-2xl">
          {/* A new query remounts the field, so it shows what was searched after back and forward too. */}
          <SearchForm key={query} id={fieldId} defaultValue={query} />
        </div>
      </PageHero>
      {/* At least a screen high: what the search finds replaces what the page first shows without moving what is below. */}
      <div className={`${sectionClass} min-h-svh !pt-4`}>
        <div className="max-w-3xl">
          <p role="status" aria-live="polite" className="min-h-7 text-lg font-semibold text-ink">
            {status.state === "loading" ? (
              <span className="animate-reveal-late" data-loading>
                {announcement}
              </span>
            ) : (
              announcement
            )}
          </p>
          {/* Shown until the page's inline script runs (app.css): without JavaScript there is no search. */}
          <p data-no-script className="mt-4 text-body">
            {t.noScript}
          </p>
          {results.length > 0 && (
            <ol ref={list} aria-label={t.resultsLabel} className="mt-6 space-y-4">
              {results.map((result) => (
                <li key={result.url}>
                  <Link
                    to={result.url}
                    className="group block rounded-card border border-line bg-white p-5 shadow-card hover:border-brand-300 focus-visible:border-brand-600"
                  >
                    <span className="block text-xs font-semibold tracking-wide text-muted uppercase" data-result-section>
                      {sectionOf(result.url, sections)}
                    </span>
                    <span className="mt-1 block text-lg font-semibold text-brand-700 group-hover:underline">{result.title}</span>
                    {/* Pagefind's excerpt: its own escaped text of our pages, with the match in <mark>. */}
                    <span
                      className="mt-2 block text-body [&_mark]:bg-brand-100 [&_mark]:text-ink"
                      dangerouslySetInnerHTML={{ __html: result.excerpt }}
                    />
                  </Link>
                </li>
              ))}
            </ol>
          )}
          {(status.state === "done" && results.length === 0) || status.state === "error" || !query ? (
            <div className="mt-4">
              {status.state === "done" && <p className="text-body">{t.emptyHelp}</p>}
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
          ) : null}
        </div>
      </div>
    </div>
  );
}
