import { redirect } from "react-router";
import { Link } from "~/ui/link";
import { ArticleCard, ArticleFacts, ArticleImage } from "~/components/article-card";
import { ExternalLink } from "~/components/external-link";
import { site, siteUrl } from "~/config/site";
import { loadArticles } from "~/content/blog/load.server";
import { summarize } from "~/content/blog/summaries.server";
import { closingCta, messages } from "~/content/messages.server";
import { SignupPanel } from "~/components/calls-to-action";
import { Icon } from "~/ui/icons";
import { formatDate, interpolate } from "~/i18n/format";
import { pageAlternates } from "~/routing/alternates.server";
import { breadcrumbs, requestPage } from "~/routing/page.server";
import { articlePath, pagePath } from "~/routing/route-table";
import { feedLink, preconnectImages } from "~/seo/blog-links";
import { absoluteUrl, buildHead, maxTitleLength, ogImagePath } from "~/seo/head";
import { finnishDateTime, organizationAuthor, personAuthor } from "~/seo/json-ld";
import { buttonClass } from "~/ui/button";
import type { Route } from "./+types/blog-article";

export function loader({ request, params }: Route.LoaderArgs) {
  const { lang } = requestPage(request);
  const articles = loadArticles()[lang];
  const index = articles.findIndex((article) => article.category === params.category && article.slug === params.slug);
  // Unknown category or slug: to this language's blog list (docs/decisions.md, "Errors").
  if (index === -1) throw redirect(pagePath("blog", lang)!);
  const article = articles[index]!;
  const t = messages[lang];
  const path = articlePath(lang, article.category, article.slug);
  // The blog's name follows the title where both fit a search result; a long title stands alone.
  const withBlog = interpolate(t.blog.articleTitle, { title: article.title });
  const title = withBlog.length <= maxTitleLength ? withBlog : article.title;
  const blogPosting = {
    "@type": "BlogPosting",
    "@id": `${absoluteUrl(path)}#article`,
    headline: article.title,
    description: article.excerpt,
    // The site's own share image of the article, not the stock photo it shows.
    image: absoluteUrl(ogImagePath(path)),
    datePublished: finnishDateTime(article.publishedAt),
    ...(article.updatedAt && { dateModified: finnishDateTime(article.updatedAt) }),
    inLanguage: lang,
    mainEntityOfPage: absoluteUrl(path),
    author: article.author ? personAuthor(article.author, lang) : organizationAuthor(),
    publisher: { "@id": `${siteUrl}/#organization` },
  };
  const head = [
    ...buildHead({
      lang,
      path,
      title,
      description: article.excerpt,
      type: "article",
      alternates: pageAlternates(path),
      jsonLd: [
        blogPosting,
        breadcrumbs(lang, [
          { name: t.blog.title, path: pagePath("blog", lang)! },
          { name: article.title, path },
        ]),
      ],
    }),
    feedLink(lang, t.blog.feed),
    ...preconnectImages([article]),
  ];
  return {
    lang,
    t: t.blog,
    article: { ...summarize(article, lang), html: article.html, updatedAt: article.updatedAt, author: article.author },
    previous: index > 0 ? summarize(articles[index - 1]!, lang) : undefined,
    next: index < articles.length - 1 ? summarize(articles[index + 1]!, lang) : undefined,
    tryProduct: interpolate(t.blog.tryProduct, { brand: site.brand }),
    cta: closingCta(t),
    explore: t.home.hero.explore,
    head,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { lang, t, article, previous, next, tryProduct, cta, explore } = loaderData;
  const blogPath = pagePath("blog", lang)!;
  return (
    <>
      <article className="mx-auto max-w-3xl px-4 pt-10 pb-16 sm:px-6">
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
          <ArticleFacts article={article} lang={lang} t={t} />
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
        <ArticleImage article={article} className="mt-8 aspect-video rounded-card sm:aspect-[2/1]" priority />
        <div className="prose-article mt-8" dangerouslySetInnerHTML={{ __html: article.html }} />
      </article>

      {/* The invitation where a reader finishes: in the page's flow, never over the text. */}
      <SignupPanel id="article-cta" cta={{ ...cta, title: tryProduct }} className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <Link to={pagePath("products", lang)!} className={buttonClass("ghostInverted")}>
          {explore}
        </Link>
      </SignupPanel>

      {(previous || next) && (
        <nav aria-label={`${t.previous} / ${t.next}`} className="border-t border-line bg-surface">
          {/* Two cards side by side; one alone fills the row, its image beside its text. */}
          <div className={`mx-auto grid max-w-5xl gap-6 px-4 py-12 sm:px-6 ${previous && next ? "md:grid-cols-2" : ""}`}>
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
          app in reach (the spec's "Kokeile {brand}-tuotteita maksutta"). Its button hides it for
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
