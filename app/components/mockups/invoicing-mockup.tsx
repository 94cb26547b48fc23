import type { MockupCopy } from "~/content/mockups/schema";
import type { Language } from "~/i18n/languages";
import { Badge, FakeButton, formatAmount, type Tone, formatWholeAmount, formatShortDate, ScreenTitle, ScreenIcon } from "./mockup-parts";

type Status = keyof MockupCopy["invoicing"]["status"];

const statusTone: Record<Status, Tone> = { draft: "neutral", open: "info", paid: "success", overdue: "danger" };

const invoices: { number: number; customer: 0 | 1 | 2 | 3 | 4; due: string; amount: number; status: Status }[] = [
  { number: 1048, customer: 0, due: "2026-04-13", amount: 1240, status: "draft" },
  { number: 1047, customer: 1, due: "2026-03-28", amount: 860.5, status: "open" },
  { number: 1046, customer: 2, due: "2026-03-06", amount: 2480, status: "overdue" },
  { number: 1045, customer: 3, due: "2026-03-02", amount: 395, status: "paid" },
  { number: 1044, customer: 4, due: "2026-02-27", amount: 1615.2, status: "paid" },
];

const row =
  "grid grid-cols-[minmax(0,1fr)_4.5rem_5.5rem] items-center gap-x-2 @sm:grid-cols-[minmax(0,1fr)_6rem_5.5rem] @md:grid-cols-[minmax(0,1fr)_4.5rem_6rem_6rem] @md:gap-x-3";

export function InvoicingMockup({ copy, lang }: { copy: MockupCopy["invoicing"]; lang: Language }) {
  // The open and overdue totals are the rows' own, so the screen adds up (an overdue invoice is open too).
  const total = (...statuses: Status[]) =>
    invoices.filter((invoice) => statuses.includes(invoice.status)).reduce((sum, invoice) => sum + invoice.amount, 0);
  const summary: { label: string; amount: number; className: string }[] = [
    { label: copy.summary.open, amount: total("open", "overdue"), className: "text-ink" },
    { label: copy.summary.overdue, amount: total("overdue"), className: "text-red-700" },
    { label: copy.summary.paidThisMonth, amount: 12760, className: "text-emerald-800" },
  ];
  return (
    <div className="space-y-3">
      <ScreenTitle title={copy.title} action={copy.newInvoice} icon="plus" />

      <div className="grid grid-cols-3 gap-2">
        {summary.map((item) => (
          <div key={item.label} className="flex flex-col justify-between gap-1 rounded-lg bg-surface p-2 ring-1 ring-line">
            <span className="text-xs leading-tight text-muted">{item.label}</span>
            <span className={`text-sm font-semibold tabular-nums ${item.className}`}>{formatWholeAmount(item.amount, lang)}</span>
          </div>
        ))}
      </div>

      <div className="overflow-hidden rounded-lg ring-1 ring-line">
        <div className={`${row} bg-surface px-3 py-2 text-xs font-medium text-muted`}>
          <span>{copy.columns.customer}</span>
          <span className="hidden @md:block">{copy.columns.due}</span>
          <span className="text-right">{copy.columns.amount}</span>
          <span>{copy.columns.status}</span>
        </div>
        <ul className="divide-y divide-slate-100">
          {invoices.map((invoice) => (
            <li key={invoice.number} className={`${row} px-3 py-2 ${invoice.status === "draft" ? "bg-brand-50/60" : ""}`}>
              <span className="min-w-0">
                <span className="block text-xs font-medium text-ink @sm:text-sm">{copy.customers[invoice.customer]}</span>
                <span className="block text-xs text-muted tabular-nums">
                  {invoice.status === "draft" ? copy.status.draft : `#${invoice.number}`}
                  <span className="@md:hidden"> · {formatShortDate(invoice.due, lang)}</span>
                </span>
              </span>
              <span className="hidden text-xs text-body tabular-nums @md:block">{formatShortDate(invoice.due, lang)}</span>
              <span className="text-right text-xs font-semibold text-ink tabular-nums @sm:text-sm">
                {formatAmount(invoice.amount, lang)}
              </span>
              <span>
                {invoice.status === "draft" ? (
                  <FakeButton size="sm">
                    <ScreenIcon name="send" className="size-3" />
                    {copy.send}
                  </FakeButton>
                ) : (
                  <Badge tone={statusTone[invoice.status]}>{copy.status[invoice.status]}</Badge>
                )}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
