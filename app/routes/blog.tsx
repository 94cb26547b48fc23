import { ArticleCard, ArticleDateline } from "~/components/article-card";
import { PageHero, sectionClass, sectionTitleClass } from "~/components/page-hero";
import { Link } from "~/ui/link";
import { blogCategories } from "~/content/blog/categories";
import { articleSummaries } from "~/content/blog/summaries.server";
import { messages } from "~/content/messages.server";
import { pageHead, tablePage } from "~/routing/page.server";
import { feedLink, preconnectImages } from "~/seo/blog-links";
import type { Route } from "./+types/blog";

export function loader(args: Route.LoaderArgs) {
  const page = tablePage(args);
  const { lang } = page;
  const t = messages[lang];
  const articles = articleSummaries(lang);
  const head = [
    ...pageHead(page, { ...t.blog.meta, crumb: t.blog.title }),
    feedLink(lang, t.blog.feed),
    // Only the cards show images.
    ...preconnectImages(articles.slice(0, cardCount)),
  ];
  return { lang, t: t.blog, articles, head };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

/**
 * The category filter, in CSS: a radio group and one rule per category that hides the other
 * categories' cards (`:has()`), so it works with JavaScript off and never touches the URL
 * (docs/requirements.md, "Blog": the filter is view state only and starts at "all").
 */
const filterName = "blog-category";
const filterRules = blogCategories
  .flatMap((category) => {
    const chosen = `[data-blog]:has(input[name=${filterName}][value=${category}]:checked)`;
    return [
      `${chosen} [data-filter-category]:not([data-filter-category=${category}]) { display: none; }`,
      `${chosen} [data-empty-for=${category}] { display: block; }`,
      // A year of the archive, or the archive itself, with nothing of the category goes too.
      `${chosen} [data-filter-group]:not(:has([data-filter-category=${category}])) { display: none; }`,
    ];
  })
  .join("\n");

/**
 * The newest articles are cards; every older one is a line of the archive, so the list stays
 * light as the blog grows. Ten, not a dozen: the newest leads a row of its own from lg and the
 * rest go three to a row (1 + 9), two to a row below lg (5 × 2), so every row is full.
 */
export const cardCount = 10;

export default function Blog({ loaderData: { lang, t, articles } }: Route.ComponentProps) {
  const empty = blogCategories.filter((category) => !articles.some((article) => article.category === category));
  const cards = articles.slice(0, cardCount);
  const archive = Map.groupBy(articles.slice(cardCount), (article) => article.publishedAt.slice(0, 4));
  return (
    <>
      <PageHero title={t.title} intro={t.intro} motif={false} />
      <div data-blog className={sectionClass}>
        {/* With href and precedence React hoists it into <head>, where a <style> belongs. */}
        <style href="blog-category-filter" precedence="default">
          {filterRules}
        </style>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t.filterLabel}</legend>
          {(["all", ...blogCategories] as const).map((category) => (
            <label
              key={category}
              className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-slate-300 px-4 text-sm font-semibold text-body hover:border-brand-600 has-checked:border-brand-600 has-checked:bg-brand-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
            >
              <input type="radio" name={filterName} value={category} defaultChecked={category === "all"} className="sr-only" />
              {t.categories[category]}
            </label>
          ))}
        </fieldset>
        {empty.map((category) => (
          <p
            key={category}
            data-empty-for={category}
            role="status"
            className="mt-10 hidden rounded-card border border-dashed border-slate-300 p-10 text-center text-muted"
          >
            <img src="/illustrations/not-found.svg" alt="" width={260} height={200} loading="lazy" className="mx-auto mb-4 w-32" />
            {t.empty}
          </p>
        ))}
        {/* Two to a row, then, from lg, the newest article leads a whole row wide with its image
            beside the text and the rest follow three to a row: four articles fill every row. */}
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {cards.map((article, index) => (
            <li key={article.id} data-filter-category={article.category} className={index === 0 ? "lg:col-span-3" : ""}>
              <ArticleCard article={article} lang={lang} t={t} wide={index === 0} wideFrom="lg" priority={index === 0} />
            </li>
          ))}
        </ul>
        {archive.size > 0 && (
          <section aria-labelledby="blog-archive" data-filter-group className="mt-16 border-t border-line pt-10">
            <h2 id="blog-archive" className={sectionTitleClass}>
              {t.archive}
            </h2>
            {[...archive].map(([year, older]) => (
              <section key={year} aria-labelledby={`blog-archive-${year}`} data-filter-group className="mt-8">
                <h3 id={`blog-archive-${year}`} className="text-lg font-bold text-ink">
                  {year}
                </h3>
                <ul className="mt-3 divide-y divide-line">
                  {older.map((article) => (
                    <li key={article.id} data-filter-category={article.category} className="py-3">
                      <Link to={article.path} className="font-semibold text-brand-700 hover:underline">
                        {article.title}
                      </Link>
                      <div className="mt-1">
                        <ArticleDateline article={article} lang={lang} t={t} latest />
                      </div>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </section>
        )}
      </div>
    </>
  );
}
