import type { MockupCopy } from "~/content/mockups/schema";
import { formatNumber, interpolate } from "~/i18n/format";
import type { Language } from "~/i18n/languages";
import { Avatar, Badge, FakeButton, formatShortDate, ScreenIcon } from "./mockup-parts";

const signatures = [
  "M3 24c5-1 7-17 11-17s-3 19 3 19 5-14 9-14-1 11 4 11 4-7 8-7 3 5 8 4 6-5 10-6",
  "M3 20c4-8 9-14 12-10s-8 14-3 14 6-16 11-16 0 15 5 14 4-9 7-9 2 7 6 6 5-4 12-4",
];

/** Signed dates per signer; null = still waiting. */
const signedOn: (string | null)[] = ["2026-03-12", "2026-03-13", null];

const textLines = ["w-full", "w-11/12", "w-full", "w-4/5", "w-full", "w-2/3"];

export function SignMockup({ copy, lang }: { copy: MockupCopy["sign"]; lang: Language }) {
  const signedCount = signedOn.filter(Boolean).length;
  return (
    <div className="grid gap-3 @lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
      <div className="rounded-lg bg-slate-100 p-2.5 @sm:p-3">
        <div className="rounded-md bg-white p-3 shadow-sm ring-1 ring-line">
          <div className="flex items-center gap-2">
            <span className="flex size-7 items-center justify-center rounded-md bg-red-50 text-red-700">
              <ScreenIcon name="doc" className="size-4" />
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-ink">{copy.documentTitle}</span>
              <span className="block text-xs text-muted">{interpolate(copy.documentMeta, { pages: formatNumber(3, lang) })}</span>
            </span>
          </div>
          <div className="mt-3 space-y-1.5">
            {textLines.map((width, i) => (
              <div key={i} className={`h-1.5 rounded-full bg-slate-200 ${width}`} />
            ))}
          </div>
          {/* A signature line per signer, as on the list beside it: two signed, one still waiting. */}
          <div className="mt-4 grid grid-cols-2 gap-x-3 gap-y-4">
            {signedOn.map((date, index) => {
              const path = signatures[index];
              return (
                <div key={index} className="min-w-0">
                  <div className="flex h-8 items-end">
                    {date && path ? (
                      <svg
                        viewBox="0 0 80 30"
                        className="h-8 w-20 text-brand-800"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="1.8"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      >
                        <path d={path} />
                      </svg>
                    ) : (
                      <span className="mb-1 inline-flex items-center gap-1 text-xs text-amber-800">
                        <ScreenIcon name="clock" className="size-3" />
                        {copy.status.waiting}
                      </span>
                    )}
                  </div>
                  <div className="border-t border-slate-400 pt-1">
                    <span className="block text-xs font-medium text-ink">{copy.signers[index]}</span>
                    <span className="block text-xs text-muted">{date ? formatShortDate(date, lang) : copy.signatureLine}</span>
                  </div>
                </div>
              );
            })}
          </div>
        </div>
      </div>

      <div className="flex flex-col gap-2.5">
        <div>
          <div className="flex items-baseline justify-between gap-2">
            <p className="text-sm font-semibold text-ink">{copy.signersTitle}</p>
            <p className="text-xs text-muted">
              {interpolate(copy.progress, { signed: formatNumber(signedCount, lang), total: formatNumber(signedOn.length, lang) })}
            </p>
          </div>
          <div className="mt-1.5 h-1.5 rounded-full bg-slate-200">
            <div className="h-full rounded-full bg-accent-500" style={{ width: `${(signedCount / signedOn.length) * 100}%` }} />
          </div>
        </div>
        <ul className="space-y-2">
          {copy.signers.map((name, i) => {
            const date = signedOn[i];
            return (
              <li key={name} className="rounded-lg p-2 ring-1 ring-line">
                <div className="flex items-center gap-2">
                  <Avatar name={name} className={date ? "bg-emerald-100 text-emerald-800" : "bg-slate-100 text-body"} />
                  <span className="min-w-0 flex-1">
                    <span className="block text-xs font-medium text-ink">{name}</span>
                    <span className="block text-xs text-muted">{copy.signerCompanies[i]}</span>
                  </span>
                  <Badge tone={date ? "success" : "warning"}>{date ? copy.status.signed : copy.status.waiting}</Badge>
                </div>
                {date && (
                  <p className="mt-1.5 flex items-center gap-1 text-xs font-medium text-emerald-800">
                    <ScreenIcon name="shield" className="size-3.5" />
                    <span>{copy.verified}</span>
                  </p>
                )}
              </li>
            );
          })}
        </ul>
        <FakeButton variant="secondary" className="w-full">
          <ScreenIcon name="bell" className="size-3.5" />
          {copy.sendReminder}
        </FakeButton>
      </div>
    </div>
  );
}
