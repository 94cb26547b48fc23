import { Link } from "~/ui/link";
import type { ArticleSummary } from "~/content/blog/summary";
import type { Language } from "~/i18n/languages";
import type { Messages } from "~/content/ui/schema";

/** The blog strings a card needs. */
export type BlogCopy = Pick<Messages["blog"], "categories" | "readTime" | "readMore" | "updated">;
import { formatDate, interpolate } from "~/i18n/format";

/**
 * Category badge, date and read time of an article. In a list (`latest`), a revised article shows
 * when it was last updated, so a guide kept current does not look abandoned, and dates are short,
 * so the dateline keeps to one line in a phone's card column; its own page shows
 * the publication date here and the update in its byline.
 */
export function ArticleDateline({
  article,
  lang,
  t,
  latest = false,
}: {
  article: ArticleSummary;
  lang: Language;
  t: BlogCopy;
  latest?: boolean;
}) {
  const updated = latest ? article.updatedAt : undefined;
  const style = latest ? "medium" : "long";
  return (
    // Date and read time are one group: on a narrow screen the group takes the next line whole,
    // rather than the read time falling under the date. Only in a card too narrow for the group
    // does the read time wrap; the dot before it sits in the gap and is then clipped, so no line
    // begins or ends with it. Site search leaves the dateline out (their words would run together).
    <p className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted" data-pagefind-ignore>
      <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800" data-category={article.category}>
        {t.categories[article.category]}
      </span>
      <span className="flex flex-wrap gap-x-4 overflow-hidden">
        {updated ? (
          <time dateTime={updated}>{interpolate(t.updated, { date: formatDate(updated, lang, style) })}</time>
        ) : (
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, lang, style)}</time>
        )}
        <span className="relative">
          <span aria-hidden="true" className="absolute -left-2.5">
            ·
          </span>
          {interpolate(t.readTime, { minutes: article.readTime })}
        </span>
      </span>
    </p>
  );
}

/**
 * An article's image: sized up front, so the layout holds if the photo host fails, and then
 * covered by its category's drawing instead of the browser's broken-image icon and alt text
 * (`data-placeholder`, app.css). Lazy unless it is the page's first, likely largest, image.
 */
export function ArticleImage({
  article,
  className = "",
  priority = false,
  sizes = cardImageSizes,
}: {
  article: ArticleSummary;
  className?: string;
  priority?: boolean;
  /** How wide the image is drawn, for the browser to pick a source: a card's unless said. */
  sizes?: string;
}) {
  const srcSet = imageSrcSet(article.imageUrl);
  return (
    <div className={`overflow-hidden bg-gradient-to-br from-brand-100 to-brand-300 ${className}`}>
      <img
        src={article.imageUrl}
        {...(srcSet && { srcSet, sizes })}
        alt={article.imageAlt}
        width={1200}
        height={675}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        data-placeholder={article.category}
        className="aspect-video size-full object-cover"
      />
    </div>
  );
}

/** A card's image: the card's width on a phone, half the grid or less from sm up. */
const cardImageSizes = "(min-width: 640px) 50vw, 100vw";
/** Widths offered to the browser; the largest is the one articles name. */
const imageWidths = [480, 800, 1200];

/**
 * The sources of an image at the widths above, where its host resizes by a `w` parameter
 * (the stock-photo host's images do): a phone then fetches a third of the bytes. Other
 * addresses have one size, and no srcset.
 */
export function imageSrcSet(url: string): string | undefined {
  const parsed = URL.parse(url);
  if (!parsed?.searchParams.has("w")) return undefined;
  return imageWidths
    .map((width) => {
      parsed.searchParams.set("w", String(width));
      return `${parsed.href} ${width}w`;
    })
    .join(", ");
}

/** A wide card's layout from md or from lg up, written out whole for Tailwind. */
const wideLayout = {
  md: {
    card: "md:grid md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:grid-rows-[auto_1fr]",
    image: "md:row-span-2 md:aspect-auto md:h-full",
    head: "md:col-start-2",
    title: "md:text-2xl",
    body: "md:col-span-1 md:col-start-2",
    excerpt: "",
  },
  lg: {
    card: "lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:grid-rows-[auto_1fr]",
    image: "lg:row-span-2 lg:aspect-auto lg:h-full",
    head: "lg:col-start-2",
    title: "sm:line-clamp-3 lg:line-clamp-none lg:text-2xl",
    body: "lg:col-span-1 lg:col-start-2",
    excerpt: "line-clamp-3 lg:line-clamp-none",
  },
};

export function ArticleCard({
  article,
  lang,
  t,
  headingLevel = 2,
  priority = false,
  wide = false,
  wideFrom = "md",
}: {
  article: ArticleSummary;
  lang: Language;
  t: BlogCopy;
  headingLevel?: 2 | 3;
  priority?: boolean;
  /** A card alone in its row: from md up, the image beside the text instead of above it. */
  wide?: boolean;
  /** From which width the wide card puts its image beside its text (the blog list's leading card: lg, where it has a row of its own). */
  wideFrom?: "md" | "lg";
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    // On phones a compact card: the thumbnail beside the dateline and title, the excerpt full
    // width below (more articles per screen, no narrow column); a full card from sm up.
    <article
      className={`grid h-full grid-cols-[6rem_minmax(0,1fr)] gap-x-4 gap-y-3 overflow-hidden rounded-card border border-line bg-white p-4 shadow-card sm:flex sm:flex-col sm:gap-0 sm:p-0 ${wide ? wideLayout[wideFrom].card : ""}`}
      data-article={article.id}
    >
      <ArticleImage
        article={article}
        className={`size-24 shrink-0 rounded-tile sm:aspect-video sm:size-auto sm:rounded-none ${wide ? wideLayout[wideFrom].image : ""}`}
        priority={priority}
      />
      <div className={`min-w-0 sm:px-6 sm:pt-6 ${wide ? wideLayout[wideFrom].head : ""}`}>
        <ArticleDateline article={article} lang={lang} t={t} latest />
        {/* Titles and excerpts stop after three lines, so cards side by side stay alike; the wide card has room for all. */}
        <Heading className={`mt-2 text-lg font-bold text-ink sm:mt-3 sm:text-xl ${wide ? wideLayout[wideFrom].title : "sm:line-clamp-3"}`}>
          {article.title}
        </Heading>
      </div>
      <div className={`col-span-2 flex flex-1 flex-col sm:px-6 sm:pb-6 ${wide ? wideLayout[wideFrom].body : ""}`}>
        {/* The space the card stretches by is the wrapper's: a clamped paragraph taller than its three lines would show a fourth. */}
        <div className="flex-1 sm:mt-2">
          <p className={`text-muted ${wide ? wideLayout[wideFrom].excerpt : "line-clamp-3"}`}>{article.excerpt}</p>
        </div>
        <Link
          to={article.path}
          className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline sm:mt-4"
        >
          {t.readMore}
          <span className="sr-only">: {article.title}</span>
          <span aria-hidden="true">&nbsp;→</span>
        </Link>
      </div>
    </article>
  );
}
