import { SignupPanel } from "~/components/calls-to-action";
import { eyebrowClass, PageHero, sectionClass, sectionTitleClass } from "~/components/page-hero";
import { facts } from "~/config/facts";
import { type ProductId, perProduct, products as productRecords } from "~/config/products";
import { FeaturedPoints } from "~/components/product-grid";
import { PlanCards } from "~/components/plan-cards";
import { Price, PriceActions, PricePanel } from "~/components/price-panel";
import { landingPlans } from "~/content/landing/load.server";
import { featuredProduct, leadFeatures, productContent } from "~/content/products.server";
import { closingCta, messages } from "~/content/messages.server";
import { type ProductLink, useI18n } from "~/i18n/context";
import type { FeaturePoint } from "~/content/featured-product";
import type { Messages } from "~/content/ui/schema";
import { formatNumber, interpolate } from "~/i18n/format";
import { vatChoiceScript, vatIncludedValue, vatParam, vatRadioIds } from "~/pricing/vat";
import { pageHead, tablePage } from "~/routing/page.server";
import { pagePath } from "~/routing/route-table";
import { Link } from "~/ui/link";
import { buttonClass, textLinkClass } from "~/ui/button";
import { ExternalLink } from "~/components/external-link";
import { productStartUrl } from "~/config/outbound";
import type { Route } from "./+types/pricing";
import { Icon } from "~/ui/icons";
import { cardSpan, gridFillClasses } from "~/ui/grid-fill";

export function loader(args: Route.LoaderArgs) {
  const page = tablePage(args);
  const { lang } = page;
  const t = messages[lang];
  // The cleaning ERP's plans as the page that shows them names them (app/content/landing/cleaning.yaml), if a page does.
  const cleaning = landingPlans("cleaning");
  const plans = (cleaning?.items ?? []).map(({ id, name, popular }) => ({
    name,
    // The plan's name in the page's language, where it is not the page's own.
    gloss: t.pricing.cleaning.planNames[id] === name ? undefined : t.pricing.cleaning.planNames[id],
    ...facts.cleaningPlans[id],
    popular,
  }));
  // The page closes with the home page's call to action, and a demo for those who want one first.
  const cta = closingCta(t);
  const featuredId = featuredProduct(lang).id;
  return {
    t: { ...t.pricing, learnMore: t.home.products.learnMore, popular: productContent[lang].invoicing.badge ?? "" },
    // Open products only have a start wording (app/content/schema.ts); a card still to come shows none.
    start: perProduct((id) => productContent[lang][id].freeStartText),
    plans,
    cleaningPage: cleaning && { path: cleaning.path, lang: cleaning.lang },
    cta,
    featuredId,
    // The featured card is as tall as the card beside it: it lists more of what is included, not a blank band.
    included: perProduct((id) => leadFeatures(lang, id, id === featuredId ? 6 : 3)),
    head: pageHead(page, { ...t.pricing.meta, crumb: t.pricing.title }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

/** A product whose prices, or the service itself, are still to come. */
function comesLater(id: ProductId): boolean {
  const kind = productRecords[id].pricing;
  return kind === "pricingLater" || kind === "serviceLater";
}

/**
 * One product's price card: what it is, what is included (its first features) and its offer
 * (app/components/price-panel.tsx): what the content knows of its price, one primary action
 * (start the trial) and the price list as a text link. The offers sit at the cards' feet, so
 * the cards of a row line up. The featured product (invoicing, the one with a published price)
 * is wider, its offer one row. A product still to come says so, and where to read about it.
 */
function PriceCard({
  product,
  t,
  start,
  featured,
  included,
  span,
}: {
  product: ProductLink;
  t: Messages["pricing"] & { learnMore: string; popular: string };
  /** The product's own start label (its copy's freeStartText): every open product has one. */
  start: string | undefined;
  featured?: boolean;
  included?: FeaturePoint[];
  /** The columns it spans so that its grid's rows come out whole (app/ui/grid-fill.ts). */
  span: string;
}) {
  const kind = productRecords[product.id].pricing;
  const later = comesLater(product.id);
  const nameId = `price-${product.id}`;
  return (
    <li
      data-product={product.id}
      // An open product's card takes two rows of its list's grid (subgrid): what it includes, then its offer, so
      // the offers of a row start on one line whatever each includes. A card still to come is one box.
      className={`rounded-card p-6 ${later ? "flex flex-col bg-surface ring-1 ring-line" : `row-span-2 grid grid-rows-subgrid gap-y-0 bg-white shadow-card ${featured ? "ring-2 ring-brand-600 sm:grid-cols-[minmax(0,1fr)_minmax(0,17rem)] sm:gap-x-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]" : "ring-1 ring-line"}`} ${span}`}
    >
      <div className={`flex flex-1 flex-col ${featured ? "sm:row-span-2" : ""}`} data-card-content>
        {/* The badge follows the name; where the row is too narrow it wraps under the name, beside the icon. */}
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-tile bg-brand-50 text-brand-700">
            <Icon name={product.id} className="size-5" />
          </span>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h2 id={nameId} className="text-xl font-bold text-ink">
              {product.name}
            </h2>
            {featured && (
              <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap text-white" data-badge>
                {t.popular}
              </span>
            )}
          </div>
        </div>
        <p className="mt-3 text-muted">{product.tagline}</p>
        {!later && included && (
          // On a phone the featured card's offer follows its list: three points there keep its price on the first screen.
          <FeaturedPoints points={included} className={featured ? "mt-5 max-sm:[&>li:nth-child(n+4)]:hidden" : "mt-5 flex-1"} />
        )}
      </div>
      {later ? (
        <div className="mt-6 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-line pt-5">
          <p className="font-semibold text-body">{kind === "serviceLater" ? t.serviceLater : t.pricingLater}</p>
          <Link to={product.path} aria-describedby={nameId} className={textLinkClass}>
            {t.learnMore} <span aria-hidden="true">→</span>
          </Link>
        </div>
      ) : (
        // The featured card's offer is a tinted panel filling its right side (from a tablet up), its button level with those of its row.
        <div
          className={`mt-6 flex flex-col justify-between gap-5 border-t border-line pt-5 ${featured ? "sm:row-span-2 sm:-my-6 sm:-mr-6 sm:justify-center sm:rounded-r-card sm:border-t-0 sm:bg-brand-50 sm:p-6" : ""}`}
          data-price-panel
        >
          <div>
            <PricePanel id={product.id} t={t} />
          </div>
          <PriceActions id={product.id} start={start!} t={t} productPath={product.path} learnMore={t.learnMore} describedBy={nameId} />
        </div>
      )}
    </li>
  );
}

export default function Pricing({ loaderData: { t, start, plans, cleaningPage, cta, featuredId, included } }: Route.ComponentProps) {
  const { lang, products, t: layout } = useI18n();
  const rate = formatNumber(facts.vatPercent / 100, lang, { style: "percent", maximumFractionDigits: 1 });
  const available = products.filter((product) => !comesLater(product.id));
  const later = products.filter((product) => comesLater(product.id));
  if (available[0]?.id !== featuredId) throw new Error(`Pricing: the featured product (${featuredId}) must come first`);
  const availableSpans = gridFillClasses(available.length, { sm: 2, lg: 3 }, true);
  const laterSpans = gridFillClasses(later.length, { sm: 2 }, false);
  const choice =
    "flex min-h-11 cursor-pointer items-center rounded-full px-4 text-sm font-semibold text-body has-checked:bg-white has-checked:text-ink has-checked:shadow-card has-focus-visible:outline-2 has-focus-visible:outline-brand-600";
  return (
    <>
      <PageHero
        title={t.title}
        intro={t.subtitle}
        aside={
          // What every open service comes with, and how the prices below are shown: the choice sits above the first price.
          <section aria-labelledby="pricing-terms" className="rounded-panel bg-white p-3 shadow-card ring-1 ring-line lg:p-8">
            {/* On phones and tablets the intro has said it, and the first price should come into view: the choice alone. */}
            <div className="mb-6 border-b border-line pb-5 max-lg:hidden">
              <h2 id="pricing-terms" className={eyebrowClass}>
                {t.terms.title}
              </h2>
              <FeaturedPoints points={t.terms.items} className="mt-4" />
            </div>
            <fieldset className="flex flex-wrap items-center gap-3">
              <legend className="float-left mr-1 font-semibold text-ink">{t.vat.legend}</legend>
              <div className="inline-flex rounded-full bg-slate-100 p-1">
                <label className={choice}>
                  <input type="radio" name={vatParam} id={vatRadioIds.excluded} value="" defaultChecked className="sr-only" />
                  {t.vat.excluded}
                </label>
                <label className={choice}>
                  <input type="radio" name={vatParam} id={vatRadioIds.included} value={vatIncludedValue} className="sr-only" />
                  {interpolate(t.vat.included, { rate })}
                </label>
              </div>
            </fieldset>
            <script dangerouslySetInnerHTML={{ __html: vatChoiceScript }} />
            <p className="mt-3 text-sm text-muted" aria-live="polite">
              <span data-vat-excluded="">{t.vat.noteExcluded}</span>
              <span data-vat-included="">{interpolate(t.vat.noteIncluded, { rate })}</span>
            </p>
          </section>
        }
      />
      <div className={`${sectionClass} max-lg:pt-2`}>
        {/* Invoicing, the one product with a published price, is wider, so the available products
            fill whole rows at two and three columns; those still to come follow in rows of two. */}
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {available.map((product, index) => (
            <PriceCard
              key={product.id}
              product={product}
              t={t}
              start={start[product.id]}
              featured={product.id === featuredId}
              included={included[product.id]}
              span={cardSpan(index, available.length, availableSpans)}
            />
          ))}
        </ul>
        {cleaningPage && (
          <section aria-labelledby="cleaning-plans" className="mt-16">
            <h2 id="cleaning-plans" className={sectionTitleClass}>
              {t.cleaning.title}
            </h2>
            <p className="mt-2 text-muted">{t.cleaning.intro}</p>
            <PlanCards
              // Labelled as on the cleaning page (spec: Kasvava is the most popular plan), so the plans look the same in both places.
              popularLabel={t.cleaning.popular}
              plans={plans.map((plan) => ({
                name: plan.name,
                gloss: plan.gloss,
                description:
                  plan.maxEmployees === null ? t.cleaning.unlimited : interpolate(t.cleaning.upTo, { count: String(plan.maxEmployees) }),
                price: plan.price === null ? t.cleaning.byQuote : <Price amount={plan.price} />,
                ...(plan.price !== null && { unit: t.perMonth }),
                priceIsText: plan.price === null,
                popular: plan.popular,
                // The same action as on the cleaning page: start the ERP's trial, or talk to us about a quote.
                action:
                  plan.price === null ? (
                    <Link to={pagePath("contact", lang)!} className={buttonClass("secondary")}>
                      {layout.nav.contact}
                    </Link>
                  ) : (
                    <ExternalLink href={productStartUrl("erp", lang)} className={buttonClass(plan.popular ? "primary" : "secondary")}>
                      {start.erp!}
                      <span className="sr-only">: {plan.name}</span>
                    </ExternalLink>
                  ),
              }))}
            />
            <Link to={cleaningPage.path} hrefLang={cleaningPage.lang} className={`${textLinkClass} mt-6`}>
              {t.cleaning.link} <span aria-hidden="true">→</span>
            </Link>
          </section>
        )}
        <h2 className={`mt-16 ${sectionTitleClass}`}>{t.comingLater}</h2>
        <ul className="mt-4 grid gap-6 sm:grid-cols-2">
          {later.map((product, index) => (
            <PriceCard
              key={product.id}
              product={product}
              t={t}
              start={start[product.id]}
              span={cardSpan(index, later.length, laterSpans)}
            />
          ))}
        </ul>
      </div>
      <SignupPanel id="pricing-cta" cta={cta} description={t.demo} variant="quiet" />
    </>
  );
}
