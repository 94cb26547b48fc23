/**
 * An article's page. The route (app/routes/blog-article.tsx) renders it with its loader's data;
 * the editor's preview with the article being written.
 */
import { Link } from "~/ui/link";
import { ArticleCard, ArticleDateline, ArticleImage } from "~/components/article-card";
import { ExternalLink } from "~/components/external-link";
import { site } from "~/config/site";
import { TrialActions } from "~/components/calls-to-action";
import { CtaPanel } from "~/components/cta-panel";
import { Icon } from "~/ui/icons";
import { formatDate, interpolate } from "~/i18n/format";
import { pagePath } from "~/routing/route-table";
import type { ArticleMeta } from "~/content/blog/articles";
import { type ArticleSummary, summarize } from "~/content/blog/summary";
import type { Messages } from "~/content/ui/schema";
import type { ArticlePageCopy } from "~/content/messages.server";
import type { Language } from "~/i18n/languages";
import { sectionsOf } from "~/content/markdown";

/** What an article's page shows: the loader's data, or the editor's preview of an article being written (cms/previews.tsx). */
export interface ArticlePageProps {
  lang: Language;
  t: Messages["blog"];
  article: ArticleSummary & { html: string; updatedAt?: string; author?: { name: string; role: string } };
  previous?: ArticleSummary;
  next?: ArticleSummary;
  /** The closing invitation of the product the article's category writes about. */
  invitation: ArticlePageCopy["invitations"][ArticleSummary["category"]];
}

/**
 * An article's page props, built alike by the blog's loader (a published article, between its
 * neighbours) and the editor's preview (the article being written): the article, its placeholders
 * filled and its body rendered to HTML, with the language's copy around it.
 */
export function articlePageProps(
  lang: Language,
  copy: ArticlePageCopy,
  article: ArticleMeta & { html: string },
  neighbours: { previous?: ArticleSummary; next?: ArticleSummary } = {},
): ArticlePageProps {
  const { html, updatedAt, author } = article;
  return {
    lang,
    t: copy.blog,
    article: { ...summarize(article, lang), html, updatedAt, author },
    ...neighbours,
    invitation: copy.invitations[article.category],
  };
}

/** An article's page, below the site's header: the article, the way to the next one and the closing invitation. */
export function ArticlePage({ lang, t, article, previous, next, invitation }: ArticlePageProps) {
  const tryProduct = t.tryProduct;
  const blogPath = pagePath("blog", lang)!;
  const sections = sectionsOf(article.html);
  return (
    <>
      {/* On a wide screen, the article's sections beside its column, in reach as the reader scrolls. */}
      <div className="xl:mx-auto xl:grid xl:max-w-7xl xl:grid-cols-[minmax(0,1fr)_48rem_minmax(0,1fr)] xl:gap-10 xl:px-8">
        {/* Before the article in reading order, so the keyboard and a screen reader meet the contents first; beside it on screen.
            Its label is not a heading: the article's title stays the page's first. */}
        {sections.length >= 3 && (
          <nav
            aria-labelledby="article-contents"
            className="hidden pt-10 xl:col-start-3 xl:row-start-1 xl:block"
            data-article-contents
            data-pagefind-ignore
          >
            <div className="sticky top-24 border-l border-line pl-5">
              <p id="article-contents" className="text-sm font-semibold tracking-wide text-muted uppercase">
                {t.contents}
              </p>
              <ol className="mt-3 space-y-1 text-sm">
                {sections.map((section) => (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      className="block py-1.5 text-body hover:text-brand-700 hover:underline"
                      dangerouslySetInnerHTML={{ __html: section.html }}
                    />
                  </li>
                ))}
              </ol>
            </div>
          </nav>
        )}
        <article className="mx-auto max-w-3xl px-4 pt-10 pb-16 sm:px-6 xl:col-start-2 xl:w-full xl:px-0">
          <Link
            to={blogPath}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
            data-back-link
            data-pagefind-ignore
          >
            <span aria-hidden="true">←&nbsp;</span>
            {t.back}
          </Link>
          <header className="mt-4">
            <ArticleDateline article={article} lang={lang} t={t} />
            <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink sm:text-5xl">{article.title}</h1>
            <p className="mt-5 text-xl text-body">{article.excerpt}</p>
            {(article.author || article.updatedAt) && (
              <p className="mt-5 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted" data-pagefind-ignore data-article-byline>
                {article.author && (
                  <span>
                    <span className="font-semibold text-ink">{article.author.name}</span>, {article.author.role}
                  </span>
                )}
                {article.updatedAt && (
                  <time dateTime={article.updatedAt}>{interpolate(t.updated, { date: formatDate(article.updatedAt, lang) })}</time>
                )}
              </p>
            )}
          </header>
          <ArticleImage
            article={article}
            className="mt-8 aspect-video rounded-card sm:aspect-[2/1]"
            priority
            // The article's column: the screen's width less its margins, at most 48rem.
            sizes="(min-width: 48rem) 48rem, 100vw"
          />
          <div className="prose-article mt-8" dangerouslySetInnerHTML={{ __html: article.html }} />
        </article>
      </div>

      {/* The invitation where a reader finishes, in the page's flow, never over the text: the trial of
          the product the article is about, as its own page closes (app/components/product-page.tsx). */}
      <CtaPanel
        id="article-cta"
        title={invitation.title}
        description={invitation.description}
        className="mx-auto max-w-3xl px-4 pb-16 sm:px-6 xl:px-0"
      >
        <TrialActions href={invitation.href} label={invitation.button} />
      </CtaPanel>

      {(previous || next) && (
        <nav aria-label={`${t.previous} / ${t.next}`} className="border-t border-line bg-surface">
          {/* In the article's column, as its invitation above: two cards side by side; one alone fills the row, its image beside its text. */}
          <div
            className={`mx-auto grid max-w-3xl gap-6 px-4 pt-12 pb-20 sm:px-6 lg:pt-16 lg:pb-24 xl:px-0 ${previous && next ? "md:grid-cols-2" : ""}`}
          >
            {previous && (
              <div data-adjacent="previous">
                <p className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase">← {t.previous}</p>
                <ArticleCard article={previous} lang={lang} t={t} wide={!next} />
              </div>
            )}
            {next && (
              <div data-adjacent="next">
                <p className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase">{t.next} →</p>
                <ArticleCard article={next} lang={lang} t={t} wide={!previous} />
              </div>
            )}
          </div>
        </nav>
      )}

      {/* On phones, where the panel above is a long way down, a compact bar keeps the way to the
          app in reach ("Kokeile {brand}-tuotteita maksutta", docs/requirements.md, "Blog"). Its button hides it for
          this page (app/enhancements/bottom-bar.ts); without JavaScript the button is not shown. */}
      <aside
        aria-label={tryProduct}
        data-bottom-bar
        className="fixed inset-x-0 bottom-0 z-20 border-t border-brand-800 bg-brand-700/95 backdrop-blur sm:hidden"
      >
        <div className="flex items-center gap-2 py-1.5 pr-1.5 pl-4">
          <ExternalLink
            href={site.app.register}
            className="flex min-h-11 flex-1 items-center text-sm font-semibold text-white underline-offset-4 hover:underline"
            data-try-product
          >
            {tryProduct}
            <span aria-hidden="true">&nbsp;→</span>
          </ExternalLink>
          <button
            type="button"
            data-hide-bottom-bar
            aria-label={t.hideBar}
            className="flex size-11 shrink-0 items-center justify-center rounded-control text-white hover:bg-white/10"
          >
            <Icon name="close" className="size-5" />
          </button>
        </div>
      </aside>
    </>
  );
}
