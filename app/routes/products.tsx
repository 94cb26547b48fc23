/**
 * The products index: the products open now, each with who it is for and what it does first,
 * then those still to come, grouped apart (docs/design-language.md, "Spacing and layout").
 * Not the home page's grid again: this page is where a visitor compares the products.
 */
import { SignupPanel } from "~/components/calls-to-action";
import { ComingSoonBadge } from "~/components/coming-soon-badge";
import { PageHero, sectionClass, sectionTitleClass } from "~/components/page-hero";
import { FeaturedPoints } from "~/components/product-grid";
import { perProduct } from "~/config/products";
import type { FeaturePoint } from "~/content/featured-product";
import { closingCta, messages } from "~/content/messages.server";
import { leadFeatures } from "~/content/products.server";
import { type ProductLink, productsByAvailability, useI18n } from "~/i18n/context";
import { pageHead, tablePage } from "~/routing/page.server";
import { cardSpan, gridFillClasses } from "~/ui/grid-fill";
import { Icon } from "~/ui/icons";
import { Link } from "~/ui/link";
import type { Route } from "./+types/products";

export function loader(args: Route.LoaderArgs) {
  const page = tablePage(args);
  const { lang } = page;
  const t = messages[lang];
  return {
    t: { ...t.productsPage, learnMore: t.home.products.learnMore },
    included: perProduct((id) => leadFeatures(lang, id)),
    // The page closes with the home page's call to action.
    cta: closingCta(t),
    head: pageHead(page, { ...t.productsPage.meta, crumb: t.productsPage.title }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

/** One product: the whole card links to its page; who it is for, and its first features. */
function ProductCard({
  product,
  points,
  learnMore,
  span,
  wide = false,
}: {
  product: ProductLink;
  points?: FeaturePoint[];
  learnMore: string;
  span: string;
  /** A card as wide as the row: its features beside its text. */
  wide?: boolean;
}) {
  const later = product.comingSoon;
  return (
    <li
      data-product={product.id}
      className={`group relative flex flex-col rounded-card p-6 ring-1 transition hover:ring-brand-300 ${later ? "bg-surface ring-line" : "bg-white shadow-card ring-line"} ${wide ? "md:grid md:grid-cols-2 md:gap-x-10" : ""} ${span}`}
    >
      <div className={`flex items-center gap-3 ${wide ? "md:col-start-1" : ""}`}>
        <span
          className={`flex size-11 shrink-0 items-center justify-center rounded-tile text-brand-700 ${later ? "bg-white ring-1 ring-line" : "bg-brand-50"}`}
        >
          <Icon name={product.id} className="size-6" />
        </span>
        <h3 className="text-xl font-bold text-ink">
          <Link to={product.path} className="after:absolute after:inset-0 after:rounded-card">
            {product.name}
          </Link>
        </h3>
        {later && <ComingSoonBadge className="ml-auto" />}
      </div>
      <p className={`mt-4 text-lg text-body ${wide ? "md:col-start-1" : ""}`}>{product.tagline}</p>
      <p className={`mt-3 flex gap-2 text-sm text-muted ${wide ? "md:col-start-1" : ""}`}>
        <Icon name="crm" className="mt-0.5 size-4 text-brand-700" />
        {product.audience}
      </p>
      {points && (
        <FeaturedPoints
          points={points}
          className={`mt-5 border-t border-line pt-5 ${wide ? "md:col-start-2 md:row-span-3 md:row-start-1 md:mt-0 md:rounded-tile md:border-0 md:bg-brand-50 md:p-6" : ""}`}
        />
      )}
      <span
        aria-hidden="true"
        className={`mt-auto pt-5 font-semibold text-brand-700 group-hover:underline ${wide ? "md:col-start-1" : ""}`}
      >
        {learnMore} →
      </span>
    </li>
  );
}

/**
 * The suite at a glance, beside the title on a wide screen: a tile per product, the open ones solid
 * and those to come outlined, in the order the page lists them. Decoration (the cards below say it
 * all in words), so narrower screens, where it would push the cards down or wrap a lone tile, go without it.
 */
function SuiteTiles({ products }: { products: ProductLink[] }) {
  return (
    <ul
      aria-hidden="true"
      className="hidden flex-wrap justify-center gap-x-2 gap-y-6 rounded-panel bg-white p-8 shadow-card ring-1 ring-line xl:flex"
      data-suite-tiles
    >
      {products.map((product) => (
        <li
          key={product.id}
          className="flex w-30 flex-col items-center gap-2 text-center"
          data-coming-soon={product.comingSoon || undefined}
        >
          <span
            className={`flex size-14 items-center justify-center rounded-tile ${product.comingSoon ? "border-2 border-dashed border-brand-300 text-brand-500" : "bg-brand-600 text-white shadow-card"}`}
          >
            <Icon name={product.id} className="size-7" />
          </span>
          <span className={`text-[0.8125rem] font-semibold ${product.comingSoon ? "text-muted" : "text-ink"}`}>{product.name}</span>
        </li>
      ))}
    </ul>
  );
}

export default function Products({ loaderData: { t, included, cta } }: Route.ComponentProps) {
  const { products } = useI18n();
  const { open, later } = productsByAvailability(products);
  const openSpans = gridFillClasses(open.length, { md: 2 }, true);
  const laterSpans = gridFillClasses(later.length, { md: 2 }, false);
  return (
    <>
      <PageHero title={t.title} intro={t.intro} aside={<SuiteTiles products={[...open, ...later]} />} asideFrom="xl" />
      <section aria-labelledby="products-available" className={sectionClass}>
        <h2 id="products-available" className={sectionTitleClass}>
          {t.available}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2" data-pagefind-ignore>
          {open.map((product, index) => (
            <ProductCard
              key={product.id}
              product={product}
              points={included[product.id]}
              learnMore={t.learnMore}
              span={cardSpan(index, open.length, openSpans)}
              wide={index === 0}
            />
          ))}
        </ul>
      </section>
      {later.length > 0 && (
        <section aria-labelledby="products-later" className={`${sectionClass} pt-0 lg:pt-0`}>
          <h2 id="products-later" className={sectionTitleClass}>
            {t.later}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-2" data-pagefind-ignore>
            {later.map((product, index) => (
              <ProductCard key={product.id} product={product} learnMore={t.learnMore} span={cardSpan(index, later.length, laterSpans)} />
            ))}
          </ul>
        </section>
      )}
      <SignupPanel id="products-cta" cta={cta} />
    </>
  );
}
