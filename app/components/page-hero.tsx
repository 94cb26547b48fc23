/** The title band at the top of inner pages; an `aside` stands beside the title from lg (or xl) up, below it before. */
export function PageHero({
  title,
  intro,
  children,
  aside,
  asideFrom = "lg",
  motif = true,
}: {
  title: string;
  intro?: string;
  children?: React.ReactNode;
  aside?: React.ReactNode;
  /** From which width the aside stands beside the title: "xl" for an aside that hides itself below it. */
  asideFrom?: "lg" | "xl";
  /** The tile motif in the band's empty right half; off where the page's own content should lead (contact). */
  motif?: boolean;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div
        className={`relative mx-auto max-w-7xl px-4 pt-14 pb-10 sm:px-6 lg:px-8 lg:pt-20 ${aside ? `grid items-center gap-10 ${asideFrom === "xl" ? "xl:grid-cols-2" : "lg:grid-cols-2"}` : ""}`}
      >
        {/* Without an aside, the band's right half carries the brand's tile motif where
            it would otherwise stand empty (from xl, where no title or intro reaches it); a background, so phones never fetch it. */}
        {!aside && motif && (
          <div
            aria-hidden="true"
            className="absolute inset-y-8 right-4 hidden w-[34%] bg-[url(/illustrations/hero-tiles.svg)] bg-contain bg-right bg-no-repeat xl:block"
            data-hero-motif
          />
        )}
        <div className="relative">
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">{title}</h1>
          {/* The search page shows the intro as the page's summary (app/search/). */}
          {intro && (
            <p className="mt-5 max-w-2xl text-lg text-body" data-pagefind-meta="description">
              {intro}
            </p>
          )}
          {children}
        </div>
        {aside}
      </div>
    </div>
  );
}

export const sectionClass = "mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16";
/** A hero that pairs its text with a product screen: side by side from lg (5 : 6), the screen below on smaller screens. */
export const heroWithScreenClass = "grid items-center gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]";
/** A small label above a title or a block (an eyebrow). */
export const eyebrowClass = "text-sm font-semibold tracking-wide text-brand-700 uppercase";

export const sectionTitleClass = "text-2xl font-bold tracking-tight text-ink sm:text-3xl";
