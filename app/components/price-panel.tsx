/**
 * What a product on sale costs, in the content's own terms, and the one thing to do about it:
 * the one published price (invoicing's starting price, facts.ts) and how it is set, or the
 * free trial and the price list, or what Offerly costs the business asking. The same block on
 * the pricing page's cards and each product page's price band: one primary action (start the
 * trial), the external price list as a text link beside it. No price is invented: a product
 * without a published price says where its prices are.
 */
import { ExternalLink } from "~/components/external-link";
import { facts } from "~/config/facts";
import { pricingUrl, productSignupUrl } from "~/config/outbound";
import { type ProductId, products } from "~/config/products";
import type { Messages } from "~/content/ui/schema";
import { useI18n } from "~/i18n/context";
import { formatEuros, interpolate } from "~/i18n/format";
import { withVat } from "~/pricing/vat";
import { buttonClass, textLinkClass } from "~/ui/button";
import { Link } from "~/ui/link";

/** A price without and with VAT: the pricing page's VAT choice shows one; elsewhere the price without VAT shows (app/pricing/vat.ts). */
export function Price({ amount, template = "{price}" }: { amount: number; template?: string }) {
  const { lang } = useI18n();
  return (
    <>
      <span data-vat-excluded="">{interpolate(template, { price: formatEuros(amount, lang) })}</span>
      <span data-vat-included="">{interpolate(template, { price: formatEuros(withVat(amount), lang) })}</span>
    </>
  );
}

/** The cleaning ERP's lowest plan price: the one price the content publishes for the ERP. */
const cleaningFromPrice = Math.min(...Object.values(facts.cleaningPlans).flatMap(({ price }) => (price === null ? [] : [price])));

/**
 * The panel's headline (a price, a trial or "free") and the lines that say how the price is set.
 * `standalone`: a product page's band, with no VAT choice or trial terms above it, says that its
 * prices exclude VAT and, for a product without a published price, that the price list has them.
 * The pricing page's cards leave that to the page's terms and to the price list's link beside the button.
 */
export function PricePanel({ id, t, standalone = false }: { id: ProductId; t: Messages["pricing"]; standalone?: boolean }) {
  const vatNote = standalone && <p className="mt-1 text-sm text-muted">{t.vat.noteExcluded}</p>;
  if (id === "invoicing") {
    return (
      <>
        <p className="text-3xl font-extrabold tracking-tight text-balance text-ink">
          <Price amount={facts.invoicingFromPrice} template={t.from} />
        </p>
        <p className="mt-1 text-sm text-muted">{t.invoicingNote}</p>
        {vatNote}
        <p className="mt-3 text-sm font-semibold text-ink">{t.trial}</p>
      </>
    );
  }
  if (products[id].pricing === "freeToAsk") {
    return (
      <>
        <p className="text-lg font-bold text-ink">{t.offerly.title}</p>
        <p className="mt-1 text-sm text-muted">{t.offerly.note}</p>
      </>
    );
  }
  return (
    <>
      <p className="text-lg font-bold text-ink">{t.trial}</p>
      {standalone && <p className="mt-1 text-sm text-muted">{t.afterTrial}</p>}
      {id === "erp" && (
        <>
          <p className="mt-1 text-sm font-semibold text-ink">
            <Price amount={cleaningFromPrice} template={t.erpCleaning} />
          </p>
          {vatNote}
        </>
      )}
    </>
  );
}

/**
 * The offer's one action and its companion link: start the product (its own wording, from its
 * copy) and see the price list, or learn more where there is no price list (Offerly). Both are
 * described by `describedBy` (the product's name), so a screen reader hears which product.
 */
export function PriceActions({
  id,
  start,
  t,
  productPath,
  learnMore,
  describedBy,
}: {
  id: ProductId;
  start: string;
  t: Messages["pricing"];
  /** The product's page, for the product with no price list to link to. */
  productPath?: string;
  learnMore?: string;
  describedBy?: string;
}) {
  const list = pricingUrl(id);
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-1">
      <ExternalLink href={productSignupUrl(id)} className={buttonClass("primary")} aria-describedby={describedBy}>
        {start}
      </ExternalLink>
      {list ? (
        <ExternalLink href={list} className={textLinkClass} aria-describedby={describedBy}>
          {t.viewPricing} <span aria-hidden="true">↗</span>
        </ExternalLink>
      ) : (
        productPath &&
        learnMore && (
          <Link to={productPath} className={textLinkClass} aria-describedby={describedBy}>
            {learnMore} <span aria-hidden="true">→</span>
          </Link>
        )
      )}
    </div>
  );
}
