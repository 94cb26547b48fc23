import type { MockupCopy } from "~/content/mockups/schema";
import { formatNumber, interpolate } from "~/i18n/format";
import type { Language } from "~/i18n/languages";
import { Badge, FakeButton, formatWholeAmount, formatShortDate, ScreenIcon } from "./mockup-parts";

/** The quotes for the screen's request, one per provider: the hero screen and the feature scenes show the same ones. */
export const offers: {
  provider: 0 | 1 | 2;
  price: number;
  /** When the quote came in. */
  received: string;
  start: string;
  included: [boolean, boolean, boolean, boolean];
  best?: boolean;
}[] = [
  { provider: 0, price: 290, received: "2026-03-16", start: "2026-04-01", included: [true, true, true, false] },
  { provider: 1, price: 245, received: "2026-03-16", start: "2026-04-15", included: [true, true, false, false], best: true },
  { provider: 2, price: 340, received: "2026-03-17", start: "2026-04-01", included: [true, true, true, true] },
];

export function OfferlyMockup({ copy, lang }: { copy: MockupCopy["offerly"]; lang: Language }) {
  return (
    <div className="space-y-3">
      <div className="flex items-start justify-between gap-3 rounded-lg bg-surface p-3 ring-1 ring-line">
        <div className="min-w-0">
          <p className="text-xs text-muted">{copy.requestLabel}</p>
          <p className="text-sm font-semibold text-ink">{copy.requestTitle}</p>
        </div>
        <Badge tone="info">{interpolate(copy.offersReceived, { count: formatNumber(offers.length, lang) })}</Badge>
      </div>

      <div className="grid gap-2 @md:grid-cols-3">
        {offers.map((offer) => (
          <div
            key={offer.provider}
            className={`flex flex-col gap-2 rounded-lg p-2.5 @md:p-3 ${offer.best ? "bg-brand-50/50 ring-2 ring-brand-500" : "ring-1 ring-line"}`}
          >
            <div className="flex items-start justify-between gap-2 @md:flex-col @md:gap-1.5">
              <div className="min-w-0">
                {offer.best && (
                  <Badge tone="info" className="mb-1">
                    {copy.bestValue}
                  </Badge>
                )}
                <p className="text-xs font-semibold break-words text-ink @md:text-sm">{copy.providers[offer.provider]}</p>
                {/* The business-ID check is what the copy says Offerly does; no ratings, which it does not describe. */}
                <p className="mt-0.5 inline-flex items-center gap-0.5 text-xs text-emerald-800">
                  <ScreenIcon name="shield" className="size-3" />
                  {copy.verified}
                </p>
              </div>
              <p className="shrink-0 text-right @md:text-left">
                <span className="text-base font-bold text-ink tabular-nums">{formatWholeAmount(offer.price, lang)}</span>
                <span className="text-xs text-muted">{copy.perMonth}</span>
              </p>
            </div>
            <ul className="hidden space-y-1 border-t border-line pt-2 @md:block">
              {copy.included.map((item, i) => (
                <li
                  key={item}
                  className={`flex items-start gap-1 text-xs break-words ${offer.included[i] ? "text-ink" : "text-muted line-through"}`}
                >
                  <ScreenIcon
                    name={offer.included[i] ? "check" : "plus"}
                    className={`mt-px size-3 ${offer.included[i] ? "text-accent-700" : "rotate-45 text-slate-500"}`}
                  />
                  <span className="min-w-0">{item}</span>
                </li>
              ))}
            </ul>
            <div className="flex items-center justify-between gap-2 @md:mt-auto @md:flex-col @md:items-stretch">
              <span className="text-xs text-muted">{interpolate(copy.startsOn, { date: formatShortDate(offer.start, lang) })}</span>
              <FakeButton variant={offer.best ? "primary" : "secondary"}>{copy.choose}</FakeButton>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
