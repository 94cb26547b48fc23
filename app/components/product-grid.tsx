import type { ReactNode } from "react";
import type { FeaturedProduct, FeaturePoint } from "~/content/featured-product";
import { type ProductLink, productsByAvailability, useI18n } from "~/i18n/context";
import { cardSpan, gridFillClasses } from "~/ui/grid-fill";
import { Icon } from "~/ui/icons";
import { Link } from "~/ui/link";

/** The grid's columns by breakpoint, one on a phone (docs/requirements.md, "Home"). */
const columns = { sm: 2, lg: 3, xl: 4 } as const;

/**
 * Every product open now as a card, 1, 2, 3, then 4 columns by breakpoint, and those still to
 * come together in one last card under `laterTitle`, each a line with its name and benefit: a
 * product that cannot be bought does not take a card's room beside those that can. The featured
 * product comes first and is as wide as whole rows need, two columns or more (five open products
 * and the card of those to come, at four columns: the featured three wide beside one, then a row
 * of four), and where no width fills them the last card widens (app/ui/grid-fill.ts).
 */
export function ProductGrid({
  headingLevel = 3,
  featured,
  footer,
  laterTitle,
  linkCard = true,
}: {
  headingLevel?: 2 | 3;
  featured: FeaturedProduct;
  /** What closes each card: a "learn more" line, or the register page's signup button. */
  footer: (product: ProductLink) => ReactNode;
  /** The heading of the card of products still to come ("Tulossa"). */
  laterTitle: string;
  /** Whether the whole card links to the product's page (not when the card holds its own button). */
  linkCard?: boolean;
}) {
  const { products } = useI18n();
  const Heading = `h${headingLevel}` as const;
  if (products[0]?.id !== featured.id) throw new Error(`ProductGrid: the featured product (${featured.id}) must come first`);
  const { open, later } = productsByAvailability(products);
  const cards = open.length + (later.length > 0 ? 1 : 0);
  const spans = gridFillClasses(cards, columns, true);
  return (
    // A list of other pages: search finds each product on its own page (data-pagefind-ignore), not on every page that lists it.
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4" data-pagefind-ignore>
      {open.map((product, index) => {
        const isFeatured = product.id === featured.id;
        const span = cardSpan(index, cards, spans);
        // On a phone a linked card other than the featured one is a compact row: its icon beside
        // its name and benefit, the whole row the link, so the products take one screen, not three.
        const compact = linkCard && !isFeatured;
        return (
          <li
            key={product.id}
            className={`relative flex flex-col rounded-card border border-line bg-white shadow-card ${compact ? "p-4 sm:p-6" : "p-6"} ${linkCard ? "group transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md" : ""} ${isFeatured ? "gap-x-8 sm:grid sm:grid-cols-2 sm:grid-rows-[1fr_auto]" : ""} ${span}`}
            data-compact-on-phones={compact || undefined}
          >
            <div
              className={`flex flex-1 flex-col ${compact ? "max-sm:grid max-sm:grid-cols-[auto_minmax(0,1fr)] max-sm:content-start max-sm:gap-x-4 [&>*]:max-sm:col-start-2 [&>:first-child]:max-sm:col-start-1 [&>:first-child]:max-sm:row-span-3" : ""}`}
            >
              <span className="flex items-center gap-3">
                <span
                  className={`flex items-center justify-center rounded-tile bg-brand-50 text-brand-700 ${compact ? "size-10 sm:size-12" : "size-12"}`}
                >
                  <Icon name={product.id} className="size-6" />
                </span>
                {isFeatured && featured.badge && (
                  <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white">{featured.badge}</span>
                )}
              </span>
              <Heading className={`text-lg font-bold text-ink ${compact ? "sm:mt-4" : "mt-4"}`}>
                {linkCard ? (
                  <Link to={product.path} className="after:absolute after:inset-0 after:rounded-card">
                    {product.name}
                  </Link>
                ) : (
                  product.name
                )}
              </Heading>
              {/* A phone's compact row says the product's benefit, a few words; a card its tagline. */}
              {compact && <p className="mt-1 flex-1 text-sm text-muted sm:hidden">{product.benefit}</p>}
              <p className={`flex-1 text-muted ${compact ? "mt-2 max-sm:hidden" : "mt-2"}`}>{product.tagline}</p>
            </div>
            {/* Beside the card's text from sm up; on a phone between the text and the card's action. */}
            {isFeatured && (
              <div className="mt-5 flex flex-col gap-5 rounded-tile bg-brand-50 p-5 sm:col-start-2 sm:row-span-2 sm:row-start-1 sm:mt-0">
                <FeaturedPoints points={featured.points} />
                {/* At the panel's foot: what the featured product costs, where its features leave room. */}
                {featured.price && <p className="mt-auto border-t border-line pt-4 font-bold text-ink">{featured.price}</p>}
              </div>
            )}
            {compact ? <div className="flex flex-col max-sm:hidden">{footer(product)}</div> : footer(product)}
          </li>
        );
      })}
      {later.length > 0 && (
        // Quieter than the cards of products on sale: the page's surface, no shadow; each product a link to its page.
        <li className={`rounded-card border border-line bg-surface p-6 ${cardSpan(cards - 1, cards, spans)}`} data-later-products>
          <Heading className="text-lg font-bold text-ink">{laterTitle}</Heading>
          <ul className="mt-4 grid gap-4">
            {later.map((product) => (
              <li key={product.id} className="flex gap-3" data-product={product.id}>
                <span className="flex size-10 shrink-0 items-center justify-center rounded-control bg-white text-brand-700 ring-1 ring-line">
                  <Icon name={product.id} className="size-5" />
                </span>
                <span>
                  <Link to={product.path} className="font-semibold text-ink hover:underline">
                    {product.name}
                  </Link>
                  <span className="mt-0.5 block text-sm text-muted">{product.benefit}</span>
                </span>
              </li>
            ))}
          </ul>
        </li>
      )}
    </ul>
  );
}

/** The featured product's first features, each with a check (spaced by a grid's gap, so points a phone hides leave no space). */
export function FeaturedPoints({ points, className = "" }: { points: readonly (string | FeaturePoint)[]; className?: string }) {
  return (
    <ul className={`grid content-start gap-3 ${className}`}>
      {points.map((point) => {
        const { title, upcoming } = typeof point === "string" ? { title: point, upcoming: false } : point;
        return (
          <li key={title} className="flex gap-2 font-medium text-ink" data-upcoming={upcoming || undefined}>
            {/* A feature still to come has a clock, never a tick: a tick reads as included today. */}
            <Icon name={upcoming ? "clock" : "check"} className={`mt-0.5 size-5 ${upcoming ? "text-muted" : "text-accent-700"}`} />
            {title}
          </li>
        );
      })}
    </ul>
  );
}

/** The "learn more" line that closes a card whose whole area links to the product's page. */
export function LearnMore({ label }: { label: string }) {
  return (
    <span aria-hidden="true" className="mt-3 text-sm font-semibold text-brand-700 group-hover:underline">
      {label} →
    </span>
  );
}
