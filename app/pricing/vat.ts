/**
 * The pricing page's VAT choice (docs/decisions.md, "Pricing"). Every price is in the page
 * twice, without and with VAT; two radio buttons and CSS (app.css, `data-vat-*`) show one set,
 * so the choice works with JavaScript off, where the default, VAT 0 %,
 * is shown and stated. With JavaScript the choice is kept in the URL (`?vat=included`), never
 * in storage, so a shared link shows the same prices.
 */
import { facts } from "~/config/facts";

export const vatParam = "vat";
export const vatIncludedValue = "included";
export const vatRadioIds = { excluded: "vat-excluded", included: "vat-included" } as const;

/** A price with VAT added, rounded to the cent (in whole cents, so 29 € gives 36.40 €, not 36.39 €). */
export function withVat(amount: number, percent: number = facts.vatPercent): number {
  return Math.round((Math.round(amount * 100) * (100 + percent)) / 100) / 100;
}

/**
 * Applies the URL's choice to the radio buttons and keeps the URL in step with them. Runs
 * inline right after the radio buttons are parsed, so a shared link paints with its prices.
 */
function syncVatChoiceWithUrl(ids: typeof vatRadioIds, param: string, value: string) {
  const included = document.getElementById(ids.included) as HTMLInputElement | null;
  const group = included?.closest("fieldset");
  if (!included || !group || group.dataset.synced) return;
  group.dataset.synced = "";
  if (new URLSearchParams(location.search).get(param) === value) included.checked = true;
  group.addEventListener("change", () => {
    const url = new URL(location.href);
    if (included.checked) url.searchParams.set(param, value);
    else url.searchParams.delete(param);
    history.replaceState(history.state, "", url);
  });
}

/** The inline script rendered after the radio buttons. */
export const vatChoiceScript = `(${syncVatChoiceWithUrl.toString()})(${JSON.stringify(vatRadioIds)}, ${JSON.stringify(vatParam)}, ${JSON.stringify(vatIncludedValue)});`;
