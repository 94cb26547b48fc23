/**
 * A product page: the hero with the product's name as eyebrow and its benefit as the headline
 * under it, the product's own screen, feature rows that each show a scene of their own, the
 * rest of the features, what it costs, its FAQ and the closing call to action. The route
 * (app/routes/product.tsx) renders it with its loader's data; the editor's preview with the
 * file being edited.
 *
 * A product that is coming soon has a page of its own shape: a "coming soon" label above the
 * title, what is coming, and one clear way on: an email to customer service asking to be told
 * when it opens, or the services that are open now. It has no signup control at all.
 */
import { TrialActions } from "~/components/calls-to-action";
import { CtaPanel } from "~/components/cta-panel";
import { ExternalLink } from "~/components/external-link";
import { ProductScreen } from "~/components/mockups/product-screen";
import { eyebrowClass, heroWithScreenClass, sectionClass, sectionTitleClass } from "~/components/page-hero";
import { Section } from "~/components/section";
import { PriceActions, PricePanel } from "~/components/price-panel";
import { exploreMoreUrl, productCtaUrl, productStartUrl } from "~/config/outbound";
import { type ProductId, products } from "~/config/products";
import { customerServiceMailto } from "~/config/site";
import { interpolate } from "~/i18n/format";
import { pagePath } from "~/routing/route-table";
import { FaqAccordion } from "~/ui/accordion";
import { buttonClass, textLinkClass } from "~/ui/button";
import { Icon } from "~/ui/icons";
import { Link } from "~/ui/link";
import type { ProductContent } from "~/content/schema";
import type { Messages } from "~/content/ui/schema";
import type { Language } from "~/i18n/languages";

/**
 * A coming-soon product's two ways on, in its hero and its closing panel: ask to hear when it
 * opens (the one button), or see the services open now (a text link in the hero, so two
 * buttons of different widths never stack; a second button on the closing panel).
 */
function ComingSoonWays({
  notifyHref,
  servicesPath,
  t,
  onPanel = false,
}: {
  notifyHref: string;
  servicesPath: string;
  t: { notify: string; seeAvailable: string };
  onPanel?: boolean;
}) {
  return (
    <>
      {/* In the hero, as wide as a phone's screen, like every hero's first button. */}
      <a href={notifyHref} className={buttonClass(onPanel ? "inverted" : "primary", onPanel ? "" : "max-sm:w-full")}>
        {t.notify}
      </a>
      <Link to={servicesPath} className={onPanel ? buttonClass("ghostInverted") : textLinkClass}>
        {t.seeAvailable} {!onPanel && <span aria-hidden="true">→</span>}
      </Link>
    </>
  );
}

/** What a product page shows: the loader's data, or the editor's preview of a product file being edited (cms/previews.tsx). */
export interface ProductPageProps {
  id: ProductId;
  lang: Language;
  content: ProductContent;
  /** The product's screen as HTML, for a product with a mock-up. */
  screen?: string;
  /** Its feature scenes as HTML (app/components/scenes/), one per feature row. */
  scenes: string[];
  t: Messages["product"];
  pricing: Messages["pricing"];
}

/** A product's page, below the site's header: built from its copy, the same for every product. */
export function ProductPage({ id, lang, content, screen, scenes, t, pricing }: ProductPageProps) {
  const comingSoon = products[id].comingSoon;
  const explore = exploreMoreUrl(id, lang);
  const servicesPath = pagePath("products", lang)!;
  const notifyHref = customerServiceMailto(interpolate(t.notifySubject, { product: content.name }));
  // Each of the first features has its own scene; a product without scenes lists every feature.
  const rows = content.features.slice(0, scenes.length);
  const more = content.features.slice(rows.length);

  return (
    <>
      {/* The product's own screen beside its headline from lg up, below it on smaller screens. */}
      <section className="overflow-hidden bg-gradient-to-b from-brand-50 to-white" data-section="hero">
        <div className={`mx-auto max-w-7xl px-4 pt-14 pb-12 sm:px-6 sm:pb-16 lg:px-8 lg:pt-20 ${heroWithScreenClass}`}>
          <div>
            {/* Only a product that is not open yet wears a label above its name; "most popular" is for the lists that compare. */}
            {comingSoon && (
              <p
                className="mb-5 w-fit rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900"
                data-coming-soon=""
                data-pagefind-meta="status"
              >
                {content.comingSoon}
              </p>
            )}
            {/* The product's name as the eyebrow, its benefit as the headline: one heading, read as "Invoicing: Send invoices…". */}
            <h1>
              <span className="flex items-center gap-3 text-base font-semibold text-brand-700">
                <span className="flex size-9 items-center justify-center rounded-tile bg-brand-600 text-white shadow-card">
                  <Icon name={id} className="size-5" />
                </span>
                {/* The search index titles the page with the product's name, not the whole heading. */}
                <span data-pagefind-meta="title">{content.name}</span>
                <span className="sr-only">:</span>
              </span>{" "}
              <span className="mt-4 block text-3xl font-extrabold tracking-tight text-ink min-[400px]:text-4xl sm:text-5xl lg:text-4xl xl:text-5xl">
                {content.benefit}
              </span>
            </h1>
            {/* The search page shows it as the product's summary (app/search/). */}
            <p className="mt-5 max-w-2xl text-xl text-body" data-pagefind-meta="description">
              {content.tagline}
            </p>
            {/* One button: the trial here, or the note to hear when it opens. The product's own site
                is another site, so it is a quiet link beside it, not a second button that leads away. */}
            <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
              {comingSoon ? (
                <ComingSoonWays notifyHref={notifyHref} servicesPath={servicesPath} t={t} />
              ) : (
                <>
                  <ExternalLink href={productStartUrl(id, lang)} className={buttonClass("primary", "max-sm:w-full")}>
                    {content.freeStartText}
                  </ExternalLink>
                  {explore && (
                    <ExternalLink href={explore} className={textLinkClass} data-explore-more>
                      {content.exploreMoreText} <span aria-hidden="true">↗</span>
                    </ExternalLink>
                  )}
                </>
              )}
            </div>
            {!comingSoon && content.trialInfo && <p className="mt-4 text-sm text-muted">{content.trialInfo}</p>}
            {comingSoon && <p className="mt-4 max-w-xl text-sm text-muted">{t.notifyNote}</p>}
          </div>
          {screen &&
            (comingSoon ? (
              // A service still being built: its screen says it is a preview.
              <div className="mx-auto w-full max-w-xl lg:max-w-none">
                <ProductScreen product={id} html={screen} className="w-full" />
                <p className="mt-3 flex items-center justify-center gap-2 text-sm text-muted" data-preview-note>
                  <Icon name="clock" className="size-4" />
                  {t.previewNote}
                </p>
              </div>
            ) : (
              <ProductScreen product={id} html={screen} className="mx-auto w-full max-w-xl lg:max-w-none" />
            ))}
        </div>
      </section>

      {/* A coming-soon product's features are what is coming. */}
      <section aria-labelledby="product-features" className={sectionClass} data-section="features">
        <div className="max-w-3xl">
          <h2 id="product-features" className={sectionTitleClass}>
            {comingSoon ? t.comingTitle : t.featuresTitle}
          </h2>
          <p className="mt-4 text-lg text-body">{content.description}</p>
        </div>
        {rows.length > 0 && (
          // A product not open yet previews its features side by side, a scene over each: a glimpse, not a tour.
          <ol className={comingSoon ? "mt-12 grid gap-x-8 gap-y-12 lg:grid-cols-3" : "mt-12 space-y-12 lg:space-y-20"}>
            {rows.map((feature, index) => (
              <li
                key={feature.title}
                // Side by side, each scene over its text, the texts of the row on one line (a subgrid).
                className={
                  comingSoon ? "grid gap-6 lg:row-span-2 lg:grid-rows-subgrid" : "grid items-center gap-8 lg:grid-cols-2 lg:gap-16"
                }
              >
                <div className={comingSoon ? "row-start-2" : index % 2 === 1 ? "lg:order-last" : undefined}>
                  <h3 className={`font-bold tracking-tight text-ink ${comingSoon ? "text-xl" : "text-2xl"}`}>{feature.title}</h3>
                  <p className={`mt-3 text-body ${comingSoon ? "" : "text-lg"}`}>{feature.description}</p>
                </div>
                <div
                  className={`mx-auto w-full max-w-lg lg:max-w-none ${comingSoon ? "row-start-1 grid *:h-full" : ""}`}
                  data-feature-scene
                  dangerouslySetInnerHTML={{ __html: scenes[index]! }}
                />
              </li>
            ))}
          </ol>
        )}
        {more.length > 0 && (
          <ul
            className={`grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3 ${rows.length > 0 ? "mt-16 border-t border-line pt-12" : "mt-10"}`}
          >
            {more.map((feature) => {
              // A product not open yet, or a feature still to come, has a clock: a tick reads as included today.
              const toCome = comingSoon || feature.upcoming;
              return (
                <li key={feature.title} className="flex gap-4" data-upcoming={feature.upcoming || undefined}>
                  <span
                    className={`mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full ${toCome ? "bg-brand-100 text-brand-700" : "bg-accent-500 text-white"}`}
                  >
                    <Icon name={toCome ? "clock" : "check"} className="size-4" />
                  </span>
                  <div>
                    <h3 className="font-bold text-ink">{feature.title}</h3>
                    <p className="mt-1 text-muted">{feature.description}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      {/* What it costs, in the content's own terms, with the one action that goes with it. */}
      {!comingSoon && (
        <section aria-labelledby="product-price" className="bg-surface" data-section="price">
          <div className={`${sectionClass} grid items-center gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]`}>
            <div>
              {/* A small label over the offer, so the price (or the trial) is what reads first. */}
              <h2 id="product-price" className={eyebrowClass}>
                {t.priceTitle}
              </h2>
              <div className="mt-3 max-w-2xl">
                <PricePanel id={id} t={pricing} standalone />
              </div>
            </div>
            <div className="lg:justify-self-end">
              <PriceActions
                id={id}
                // An open product's copy always has it (app/content/schema.ts, productCopySchema).
                start={content.freeStartText!}
                t={pricing}
                productPath={pagePath("pricing", lang)}
                learnMore={t.allPrices}
              />
            </div>
          </div>
        </section>
      )}

      <Section labelId="product-faq" title={t.faqTitle} section="faq" band={comingSoon} narrow>
        <div className="mt-8">
          <FaqAccordion items={content.faqs} />
        </div>
      </Section>

      <CtaPanel id="product-cta" title={content.ctaTitle} description={content.ctaDescription}>
        {comingSoon ? (
          <ComingSoonWays notifyHref={notifyHref} servicesPath={servicesPath} t={t} onPanel />
        ) : (
          // An open product's copy always has it (app/content/schema.ts, productCopySchema).
          <TrialActions href={productCtaUrl(id, lang)} label={content.ctaButtonText!} />
        )}
      </CtaPanel>
    </>
  );
}
