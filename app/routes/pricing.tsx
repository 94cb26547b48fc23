import { ExternalLink } from "~/components/external-link";
import { BookDemoLink } from "~/components/book-demo-link";
import { PageHero, sectionClass } from "~/components/page-hero";
import { ProductIcon } from "~/components/product-icon";
import { pricingUrl } from "~/config/outbound";
import { products as productRecords } from "~/config/products";
import { facts } from "~/config/facts";
import { messages } from "~/content/messages.server";
import { useI18n } from "~/i18n/context";
import { formatPrice, interpolate } from "~/i18n/format";
import { pageHead, requestPage } from "~/routing/page.server";
import { buttonClass } from "~/ui/button";
import type { Route } from "./+types/pricing";

export function loader({ request }: Route.LoaderArgs) {
  const { lang } = requestPage(request);
  const t = messages[lang];
  return { t: t.pricing, head: pageHead("pricing", lang, { ...t.meta.pricing, crumb: t.pricing.title }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function Pricing({ loaderData: { t } }: Route.ComponentProps) {
  const { lang, products } = useI18n();
  // A product's record says how it is priced; the marketplace has no card.
  const priced = products.filter((product) => productRecords[product.id].pricing !== "none");
  return (
    <>
      <PageHero title={t.title} intro={t.subtitle} />
      <div className={sectionClass}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {priced.map((product) => {
            const url = pricingUrl(product.id);
            return (
              <li
                key={product.id}
                data-product={product.id}
                className={`flex flex-col rounded-2xl border p-6 ${url ? "border-slate-200 bg-white shadow-sm" : "border-slate-200 bg-slate-100 text-slate-600"}`}
              >
                <span
                  className={`flex size-12 items-center justify-center rounded-xl ${url ? "bg-brand-50 text-brand-700" : "bg-slate-200 text-slate-600"}`}
                >
                  <ProductIcon product={product.id} />
                </span>
                <h2 className={`mt-4 text-xl font-bold ${url ? "text-ink" : "text-slate-700"}`}>{product.name}</h2>
                <p className="mt-2 flex-1">{product.tagline}</p>
                {product.id === "invoicing" && (
                  <p className="mt-4">
                    <span className="text-2xl font-extrabold text-ink">
                      {interpolate(t.from, { price: formatPrice(facts.invoicingFromPrice, lang) })}
                    </span>
                    <span className="mt-1 block text-sm text-slate-600">{t.invoicingNote}</span>
                  </p>
                )}
                {url ? (
                  <ExternalLink href={url} className={`${buttonClass("primary")} mt-6`}>
                    {t.viewPricing}
                  </ExternalLink>
                ) : (
                  <p className="mt-6 rounded-lg border border-dashed border-slate-300 px-4 py-3 text-center font-semibold text-slate-700">
                    {productRecords[product.id].pricing === "serviceLater" ? t.serviceLater : t.pricingLater}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
        <p className="mt-8 text-slate-600">{t.vatNote}</p>
        <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
          <p className="text-slate-600">{t.demo}</p>
          <BookDemoLink variant="secondary" />
        </div>
      </div>
    </>
  );
}
