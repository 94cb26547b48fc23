import { useState } from "react";
import { ArticleCard } from "~/components/article-card";
import { PageHero, sectionClass } from "~/components/page-hero";
import { type BlogCategory, blogCategories } from "~/content/blog/categories";
import { articleSummaries } from "~/content/blog/summaries.server";
import { messages } from "~/content/messages.server";
import { pageHead, requestPage } from "~/routing/page.server";
import { feedLink, preconnectImages } from "~/seo/blog-links";
import type { Route } from "./+types/blog";

export function loader({ request }: Route.LoaderArgs) {
  const { lang } = requestPage(request);
  const t = messages[lang];
  const articles = articleSummaries(lang);
  const head = [
    ...pageHead("blog", lang, { ...t.meta.blog, crumb: t.blog.title }),
    feedLink(lang, t.blog.feed),
    ...preconnectImages(articles),
  ];
  return { lang, t: t.blog, articles, head };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

type Filter = "all" | BlogCategory;

export default function Blog({ loaderData: { lang, t, articles } }: Route.ComponentProps) {
  // The filter is view state only: it starts at "all" and is not kept in the URL (spec "Blog list").
  const [filter, setFilter] = useState<Filter>("all");
  const shown = filter === "all" ? articles : articles.filter((article) => article.category === filter);
  return (
    <>
      <PageHero title={t.title} intro={t.intro} />
      <div className={sectionClass}>
        <div role="group" aria-label={t.filterLabel} className="flex flex-wrap gap-2">
          {(["all", ...blogCategories] as const).map((category) => (
            <button
              key={category}
              type="button"
              aria-pressed={filter === category}
              data-filter={category}
              onClick={() => setFilter(category)}
              className="min-h-11 rounded-full border border-slate-300 px-4 text-sm font-semibold text-body hover:border-brand-600 aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white"
            >
              {t.categories[category]}
            </button>
          ))}
        </div>
        {shown.length === 0 ? (
          <p className="mt-10 rounded-card border border-dashed border-slate-300 p-10 text-center text-muted" role="status">
            {t.empty}
          </p>
        ) : (
          <ul className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
            {/* Two columns, then four: the articles fill their rows instead of leaving one alone under three. */}
            {shown.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} lang={lang} t={t} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
