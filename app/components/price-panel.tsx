/**
 * What a product on sale costs, in the content's own terms: the one published price
 * (invoicing's starting price, facts.ts), the trial and the price list, or what Offerly costs
 * the business asking. Shown on the pricing page's cards and on each product page.
 */
import { facts } from "~/config/facts";
import { type ProductId, products } from "~/config/products";
import type { Messages } from "~/content/ui/schema";
import { useI18n } from "~/i18n/context";
import { formatEuros, interpolate } from "~/i18n/format";
import { withVat } from "~/pricing/vat";

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

/** The panel's headline (a price, a trial or "free") and the line that says how the price is set. */
export function PricePanel({ id, t }: { id: ProductId; t: Messages["pricing"] }) {
  if (id === "invoicing") {
    return (
      <>
        <p className="text-2xl font-extrabold tracking-tight whitespace-nowrap text-ink xl:text-3xl">
          <Price amount={facts.invoicingFromPrice} template={t.from} />
        </p>
        <p className="mt-1 text-sm text-muted">{t.invoicingNote}</p>
        <p className="mt-3 text-sm font-semibold text-ink">{t.trial}</p>
      </>
    );
  }
  const { title, note } = products[id].pricing === "freeToAsk" ? t.offerly : { title: t.trial, note: t.priceListNote };
  return (
    <>
      <p className="text-lg font-bold text-ink">{title}</p>
      <p className="mt-1 text-sm text-muted">{note}</p>
    </>
  );
}
