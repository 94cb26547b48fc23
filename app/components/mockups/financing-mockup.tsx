import type { MockupCopy } from "~/content/mockups/schema";
import { interpolate } from "~/i18n/format";
import type { Language } from "~/i18n/languages";
import {
  Badge,
  FakeButton,
  formatAmount,
  formatWholeAmount,
  formatMonth,
  formatMonthYear,
  formatShortDate,
  ScreenIcon,
} from "./mockup-parts";

const months = [
  { month: "2025-10-01", revenue: 14200, expenses: 9800 },
  { month: "2025-11-01", revenue: 16800, expenses: 11200 },
  { month: "2025-12-01", revenue: 12900, expenses: 10400 },
  { month: "2026-01-01", revenue: 15400, expenses: 9900 },
  { month: "2026-02-01", revenue: 17100, expenses: 12100 },
  { month: "2026-03-01", revenue: 18400, expenses: 11250 },
];
const chartMax = 20000;

const transactions: { date: string; who: 0 | 1 | 2 | 3; amount: number; recorded: boolean; receipt?: boolean }[] = [
  { date: "2026-03-13", who: 0, amount: 1240, recorded: true },
  { date: "2026-03-12", who: 1, amount: -86.9, recorded: false, receipt: true },
  { date: "2026-03-11", who: 2, amount: 2480, recorded: true },
  { date: "2026-03-10", who: 3, amount: -12.5, recorded: false },
];

export function FinancingMockup({ copy, lang }: { copy: MockupCopy["financing"]; lang: Language }) {
  const current = months[months.length - 1];
  return (
    <div className="space-y-3">
      <p className="text-sm font-semibold text-ink">{copy.title}</p>
      <div className="grid gap-3 @lg:grid-cols-[minmax(0,1fr)_10.5rem]">
        <div className="rounded-lg p-3 ring-1 ring-line">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <p className="text-xs font-semibold text-ink">{copy.chartTitle}</p>
            <div className="flex gap-3 text-xs text-body">
              <span className="inline-flex items-center gap-1">
                <span className="size-2 rounded-sm bg-brand-600" />
                {copy.revenue}{" "}
                <span className="font-semibold text-ink tabular-nums">{current ? formatWholeAmount(current.revenue, lang) : ""}</span>
              </span>
              <span className="inline-flex items-center gap-1">
                <span className="size-2 rounded-sm bg-slate-400" />
                {copy.expenses}{" "}
                <span className="font-semibold text-ink tabular-nums">{current ? formatWholeAmount(current.expenses, lang) : ""}</span>
              </span>
            </div>
          </div>
          <div className="mt-3 flex h-28 items-end justify-between gap-2 border-b border-slate-300 bg-[linear-gradient(to_top,var(--color-slate-100)_1px,transparent_1px)] bg-size-[100%_25%]">
            {months.map((m) => (
              <div key={m.month} className="flex h-full flex-1 items-end justify-center gap-0.5">
                <div className="w-full max-w-3 rounded-t-sm bg-brand-600" style={{ height: `${(m.revenue / chartMax) * 100}%` }} />
                <div className="w-full max-w-3 rounded-t-sm bg-slate-400" style={{ height: `${(m.expenses / chartMax) * 100}%` }} />
              </div>
            ))}
          </div>
          <div className="mt-1 flex justify-between gap-2">
            {months.map((m) => (
              <span key={m.month} className="flex-1 text-center text-xs text-muted">
                {formatMonth(m.month, lang)}
              </span>
            ))}
          </div>
        </div>

        <div className="flex flex-col justify-between gap-2 rounded-lg bg-brand-50 p-3 ring-1 ring-brand-200">
          <div>
            {/* The period the VAT is for: February's, due on 12 April, here 13.4. as the 12th is a Sunday. */}
            <p className="text-xs font-medium text-brand-800">
              {copy.vatTitle}
              <span className="block font-normal text-muted">{formatMonthYear("2026-02-01", lang)}</span>
            </p>
            <p className="mt-1 text-lg font-bold text-ink tabular-nums">{formatAmount(3186.4, lang)}</p>
            <p className="mt-0.5 flex items-center gap-1 text-xs text-body">
              <ScreenIcon name="clock" className="size-3" />
              {interpolate(copy.vatDue, { date: formatShortDate("2026-04-13", lang) })}
            </p>
          </div>
          <FakeButton className="self-start @lg:self-stretch">{copy.vatAction}</FakeButton>
        </div>
      </div>

      <div className="rounded-lg ring-1 ring-line">
        <p className="border-b border-line px-3 py-2 text-xs font-semibold text-ink">{copy.transactionsTitle}</p>
        <ul className="divide-y divide-slate-100">
          {transactions.map((t) => (
            <li key={t.date} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="min-w-0">
                <span className="block text-xs font-medium text-ink @sm:text-sm">{copy.transactions[t.who]}</span>
                <span className="flex items-center gap-1.5 text-xs text-muted">
                  {formatShortDate(t.date, lang)}
                  {t.receipt && (
                    <span className="inline-flex items-center gap-0.5 text-brand-700">
                      <ScreenIcon name="receipt" className="size-3" />
                      {copy.status.receipt}
                    </span>
                  )}
                </span>
              </span>
              <span className="flex shrink-0 flex-col items-end gap-0.5 @sm:flex-row @sm:items-center @sm:gap-3">
                <span className={`text-xs font-semibold tabular-nums @sm:text-sm ${t.amount > 0 ? "text-emerald-800" : "text-ink"}`}>
                  {formatAmount(t.amount, lang, { signDisplay: "exceptZero" })}
                </span>
                <Badge tone={t.recorded ? "success" : "warning"} className="@sm:order-first">
                  {t.recorded && <ScreenIcon name="check" className="size-3" />}
                  {t.recorded ? copy.status.recorded : copy.status.toRecord}
                </Badge>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
