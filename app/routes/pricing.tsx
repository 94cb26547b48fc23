import { useEffect } from "react";
import { BookDemoLink } from "~/components/book-demo-link";
import { ExternalLink } from "~/components/external-link";
import { PageHero, sectionClass, sectionTitleClass } from "~/components/page-hero";
import { facts } from "~/config/facts";
import { pricingUrl } from "~/config/outbound";
import { type ProductId, products as productRecords } from "~/config/products";
import { cleaning } from "~/content/cleaning.server";
import { messages } from "~/content/messages.server";
import { type ProductLink, useI18n } from "~/i18n/context";
import type { Messages } from "~/content/ui/schema";
import { formatEuros, formatNumber, interpolate } from "~/i18n/format";
import { syncVatChoiceWithUrl, vatChoiceScript, vatIncludedValue, vatParam, vatRadioIds, withVat } from "~/pricing/vat";
import { pageHead, requestPage } from "~/routing/page.server";
import { pagePath } from "~/routing/route-table";
import { buttonClass } from "~/ui/button";
import { Link } from "~/ui/link";
import type { Route } from "./+types/pricing";
import { Icon } from "~/ui/icons";

export function loader({ request }: Route.LoaderArgs) {
  const { lang } = requestPage(request);
  const t = messages[lang];
  // The cleaning ERP's plans, from its Finnish page: the names are the plans' own.
  const plans = cleaning.pricing.plans.map(({ name, price, maxEmployees }) => ({ name, price, maxEmployees }));
  return { t: t.pricing, plans, head: pageHead("pricing", lang, { ...t.meta.pricing, crumb: t.pricing.title }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

/** A price without and with VAT: the VAT choice shows one (app/pricing/vat.ts). */
function Price({ amount, template = "{price}" }: { amount: number; template?: string }) {
  const { lang } = useI18n();
  return (
    <>
      <span data-vat-excluded="">{interpolate(template, { price: formatEuros(amount, lang) })}</span>
      <span data-vat-included="">{interpolate(template, { price: formatEuros(withVat(amount), lang) })}</span>
    </>
  );
}

/** A product whose prices, or the service itself, are still to come. */
function comesLater(id: ProductId): boolean {
  const kind = productRecords[id].pricing;
  return kind === "pricingLater" || kind === "serviceLater";
}

/** One product's price card: its price, how its pricing works, or that it comes later. */
function PriceCard({ product, t }: { product: ProductLink; t: Messages["pricing"] }) {
  const kind = productRecords[product.id].pricing;
  const url = pricingUrl(product.id);
  const later = comesLater(product.id);
  const featured = product.id === "invoicing";
  return (
    <li
      data-product={product.id}
      className={`rounded-card border p-6 ${later ? "flex flex-col border-line bg-surface" : "border-line bg-white shadow-card"} ${featured ? "flex flex-col gap-x-10 sm:col-span-2 sm:grid sm:grid-cols-2" : "flex flex-col"}`}
    >
      <div className="flex flex-1 flex-col">
        <span className="flex size-12 items-center justify-center rounded-tile bg-brand-50 text-brand-700">
          <Icon name={product.id} className="size-6" />
        </span>
        <h2 className="mt-4 text-xl font-bold text-ink">{product.name}</h2>
        <p className="mt-2 flex-1 text-muted">{product.tagline}</p>
      </div>
      <div className={featured ? "mt-4 flex flex-col justify-end sm:mt-0 sm:rounded-tile sm:bg-brand-50 sm:p-6" : "flex flex-col"}>
        {featured && (
          <p>
            <span className="text-3xl font-extrabold tracking-tight text-ink">
              <Price amount={facts.invoicingFromPrice} template={t.from} />
            </span>
            <span className="mt-1 block text-sm text-muted">{t.invoicingNote}</span>
          </p>
        )}
        {kind === "freeToAsk" && <p className="mt-4 font-semibold text-ink">{t.offerly}</p>}
        {url && (
          <ExternalLink href={url} className={`${buttonClass("primary")} mt-6`}>
            {t.viewPricing}
          </ExternalLink>
        )}
        {kind === "freeToAsk" && (
          <Link to={product.path} className={`${buttonClass("secondary")} mt-6`}>
            {product.name} →
          </Link>
        )}
        {later && (
          <p className="mt-6 rounded-control border border-dashed border-slate-300 px-4 py-3 text-center font-semibold text-body">
            {kind === "serviceLater" ? t.serviceLater : t.pricingLater}
          </p>
        )}
      </div>
    </li>
  );
}

export default function Pricing({ loaderData: { t, plans } }: Route.ComponentProps) {
  const { lang, products } = useI18n();
  const rate = formatNumber(facts.vatPercent / 100, lang, { style: "percent", maximumFractionDigits: 1 });
  // After a client-side navigation the inline script does not run: the effect applies the URL's choice.
  useEffect(() => syncVatChoiceWithUrl(vatRadioIds, vatParam, vatIncludedValue), []);
  const available = products.filter((product) => !comesLater(product.id));
  const later = products.filter((product) => comesLater(product.id));
  const choice =
    "flex min-h-11 cursor-pointer items-center rounded-full px-4 text-sm font-semibold text-body has-checked:bg-white has-checked:text-ink has-checked:shadow-card has-focus-visible:outline-2 has-focus-visible:outline-brand-600";
  return (
    <>
      <PageHero title={t.title} intro={t.subtitle} />
      <div className={sectionClass}>
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
        <script dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? vatChoiceScript : "" }} suppressHydrationWarning />
        <p className="mt-3 text-sm text-muted" aria-live="polite">
          <span data-vat-excluded="">{t.vat.noteExcluded}</span>
          <span data-vat-included="">{interpolate(t.vat.noteIncluded, { rate })}</span>
        </p>

        {/* Invoicing, the one product with a published price, takes two columns, so the available
            products fill whole rows at two and three columns; those still to come follow as a pair. */}
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {available.map((product) => (
            <PriceCard key={product.id} product={product} t={t} />
          ))}
        </ul>
        <h2 className="mt-12 text-xl font-bold text-ink">{t.comingLater}</h2>
        <ul className="mt-4 grid gap-6 sm:grid-cols-2">
          {later.map((product) => (
            <PriceCard key={product.id} product={product} t={t} />
          ))}
        </ul>

        <section aria-labelledby="cleaning-plans" className="mt-16">
          <h2 id="cleaning-plans" className={sectionTitleClass}>
            {t.cleaning.title}
          </h2>
          <p className="mt-2 text-muted">{t.cleaning.intro}</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-3">
            {plans.map((plan) => (
              <li key={plan.name} className="rounded-card border border-line bg-white p-5 shadow-card">
                <h3 className="font-bold text-ink">{plan.name}</h3>
                <p className="mt-1 text-sm text-muted">
                  {plan.maxEmployees === null ? t.cleaning.unlimited : interpolate(t.cleaning.upTo, { count: String(plan.maxEmployees) })}
                </p>
                <p className="mt-3 text-2xl font-extrabold text-ink">
                  {plan.price === null ? t.cleaning.byQuote : <Price amount={plan.price} template={`{price}${t.perMonth}`} />}
                </p>
              </li>
            ))}
          </ul>
          <Link
            to={pagePath("cleaning", "fi")!}
            hrefLang="fi"
            className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            {t.cleaning.link} →
          </Link>
        </section>

        <div className="mt-12 flex flex-wrap items-center gap-x-6 gap-y-3">
          <p className="text-muted">{t.demo}</p>
          <BookDemoLink variant="secondary" />
        </div>
      </div>
    </>
  );
}
