import type { MockupProductId } from "~/config/products";
import type { MockupCopy } from "~/content/mockups/schema";
import type { Language } from "~/i18n/languages";
import { CrmMockup } from "./crm-mockup";
import { ErpMockup } from "./erp-mockup";
import { FinancingMockup } from "./financing-mockup";
import { InvoicingMockup } from "./invoicing-mockup";
import { KycMockup } from "./kyc-mockup";
import { OfferlyMockup } from "./offerly-mockup";
import { ScreenIcon } from "./mockup-parts";
import { SignMockup } from "./sign-mockup";

/**
 * An illustrative, made-up screen of a product, drawn with HTML and CSS in a browser-window frame.
 * The whole frame is one image for assistive technology: `description` is its text alternative.
 * Drawn at build time (screen.server.tsx). Sizes with its container (320–600px wide) through container queries.
 */
export function ProductMockup({
  product,
  copy,
  lang,
  description,
}: {
  product: MockupProductId;
  copy: MockupCopy;
  lang: Language;
  description: string;
}) {
  return (
    <div
      role="img"
      aria-label={description}
      className="@container w-full overflow-hidden rounded-tile bg-white shadow-raised ring-1 shadow-slate-900/15 ring-slate-900/10 select-none"
    >
      <div className="flex items-center gap-3 border-b border-line bg-surface px-3 py-2">
        <div className="flex shrink-0 gap-1.5">
          <span className="size-2.5 rounded-full bg-red-400" />
          <span className="size-2.5 rounded-full bg-amber-400" />
          <span className="size-2.5 rounded-full bg-emerald-400" />
        </div>
        <div className="mx-auto flex h-5 w-full max-w-56 items-center gap-1.5 rounded-md bg-white px-2 ring-1 ring-line">
          <ScreenIcon name="lock" className="size-3 text-slate-500" />
          <span className="h-1.5 w-2/3 rounded-full bg-slate-200" />
        </div>
        <div className="w-10 shrink-0" />
      </div>
      <div aria-hidden="true" className="p-3 text-sm text-ink @md:p-4">
        {product === "invoicing" && <InvoicingMockup copy={copy.invoicing} lang={lang} />}
        {product === "sign" && <SignMockup copy={copy.sign} lang={lang} />}
        {product === "financing" && <FinancingMockup copy={copy.financing} lang={lang} />}
        {product === "erp" && <ErpMockup copy={copy.erp} lang={lang} />}
        {product === "crm" && <CrmMockup copy={copy.crm} lang={lang} />}
        {product === "offerly" && <OfferlyMockup copy={copy.offerly} lang={lang} />}
        {product === "kyc" && <KycMockup copy={copy.kyc} lang={lang} />}
      </div>
    </div>
  );
}
