import { redirect } from "react-router";
import { siteUrl } from "~/config/site";
import { loadArticles } from "~/content/blog/load.server";
import { summarize } from "~/content/blog/summary";
import { articlePageCopy, messages } from "~/content/messages.server";
import { interpolate } from "~/i18n/format";
import { breadcrumbs, pageContext } from "~/routing/page.server";
import { pagePath } from "~/routing/route-table";
import { feedLink, preconnectImages } from "~/seo/blog-links";
import { buildHead, maxTitleLength, ogImagePath } from "~/seo/head";
import { absoluteUrl } from "~/seo/url";
import { finnishDateTime, organizationAuthor, personAuthor } from "~/seo/json-ld";
import { ArticlePage, articlePageProps } from "~/components/article-page";
import type { Route } from "./+types/blog-article";

export function loader(args: Route.LoaderArgs) {
  const context = pageContext(args);
  if (context.kind !== "article") throw new Error(`${args.pattern} is no article's route`);
  const { lang, path, alternates } = context;
  const articles = loadArticles()[lang];
  const index = articles.findIndex((article) => article.category === context.category && article.slug === context.slug);
  // Unknown category or slug: to this language's blog list (docs/decisions.md, "Errors").
  if (index === -1) throw redirect(pagePath("blog", lang)!);
  const article = articles[index]!;
  const t = messages[lang];
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
      alternates,
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
  const previous = index > 0 ? summarize(articles[index - 1]!, lang) : undefined;
  const next = index < articles.length - 1 ? summarize(articles[index + 1]!, lang) : undefined;
  return { ...articlePageProps(lang, articlePageCopy(lang), article, { previous, next }), head };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  return <ArticlePage {...loaderData} />;
}
