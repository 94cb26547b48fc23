import { FakeButton, formatAmount, formatMonthYear, formatShortDate, ScreenIcon } from "~/components/mockups/mockup-parts";
import type { MockupCopy } from "~/content/mockups/schema";
import { formatNumber, interpolate } from "~/i18n/format";
import type { Language } from "~/i18n/languages";
import { Panel, PanelTitle, SceneFrame, Tick } from "./scene-parts";

type Copy = MockupCopy["financing"];

/** Bookkeeping: one bank transaction recorded to its account straight from the bank's line. */
export function BookkeepingScene({ copy, lang }: { copy: Copy; lang: Language }) {
  const scene = copy.scenes.bookkeeping;
  return (
    <SceneFrame description={scene.description}>
      <div className="flex items-center justify-between gap-3 rounded-tile bg-white px-4 py-3 shadow-card ring-1 ring-slate-900/10">
        <span className="flex items-center gap-2">
          <span className="flex size-7 shrink-0 items-center justify-center rounded-md bg-slate-100 text-body">
            <ScreenIcon name="receipt" className="size-4" />
          </span>
          <span>
            <span className="block text-xs font-semibold text-ink">{copy.transactions[1]}</span>
            <span className="block text-xs text-muted tabular-nums">{formatShortDate("2026-03-12", lang)}</span>
          </span>
        </span>
        <span className="text-xs font-semibold tabular-nums">−{formatAmount(86.9, lang)}</span>
      </div>
      <Panel className="mt-3 ml-6">
        <p className="font-semibold text-ink">{scene.title}</p>
        <p className="mt-3 text-xs font-medium text-muted">{scene.account}</p>
        <ul className="mt-1.5 space-y-1.5">
          {scene.accounts.map((account, i) => (
            <li
              key={account}
              className={`flex items-center justify-between gap-2 rounded-md px-2.5 py-2 text-xs ${i === 0 ? "bg-brand-50 font-semibold text-ink ring-2 ring-brand-500" : "text-body ring-1 ring-line"}`}
            >
              {account}
              {i === 0 && <ScreenIcon name="check" className="size-3.5 text-brand-700" />}
            </li>
          ))}
        </ul>
        <p className="mt-3 flex items-center justify-between text-xs">
          <span className="text-muted">{scene.vat}</span>
          <span className="font-medium tabular-nums">{formatNumber(0.255, lang, { style: "percent", maximumFractionDigits: 1 })}</span>
        </p>
        <FakeButton className="mt-3 w-full">{scene.record}</FakeButton>
      </Panel>
    </SceneFrame>
  );
}

/** Payroll: a payslip worked out from gross to net, and already in the books. */
export function PayrollScene({ copy, lang }: { copy: Copy; lang: Language }) {
  const scene = copy.scenes.payroll;
  const gross = 3200;
  // Withholding at 19 %, and the employee's contributions at their 2026 rates: pension (TyEL) 7.30 %, unemployment insurance 0.89 %.
  const deductions = [608, 233.6, 28.48];
  const net = deductions.reduce((rest, amount) => rest - amount, gross);
  return (
    <SceneFrame description={scene.description}>
      <Panel>
        <PanelTitle icon="receipt" title={scene.title} />
        <p className="mt-3 flex items-baseline justify-between gap-3">
          <span className="text-xs font-semibold text-ink">{scene.employee}</span>
          <span className="text-xs text-muted">{formatMonthYear("2026-03-01", lang)}</span>
        </p>
        <dl className="mt-3 divide-y divide-slate-100 text-xs">
          {[gross, ...deductions.map((amount) => -amount)].map((amount, i) => (
            <div key={scene.rows[i]} className="flex items-baseline justify-between gap-3 py-1.5">
              <dt className="text-muted">{scene.rows[i]}</dt>
              <dd className="font-medium tabular-nums">{amount < 0 ? `−${formatAmount(-amount, lang)}` : formatAmount(amount, lang)}</dd>
            </div>
          ))}
          <div className="flex items-baseline justify-between gap-3 pt-2">
            <dt className="font-semibold text-ink">{scene.net}</dt>
            <dd className="text-base font-bold tabular-nums">{formatAmount(net, lang)}</dd>
          </div>
        </dl>
        <p className="mt-3 flex items-center gap-2 rounded-md bg-emerald-50 px-2.5 py-2 text-xs font-medium text-emerald-900">
          <Tick className="size-4" />
          {scene.booked}
        </p>
      </Panel>
    </SceneFrame>
  );
}

/** VAT returns: the period's tax worked out and ready for you to check and send. */
export function VatScene({ copy, lang }: { copy: Copy; lang: Language }) {
  const scene = copy.scenes.vat;
  const sales = 3120;
  const purchases = 842.4;
  return (
    <SceneFrame description={scene.description}>
      <Panel>
        <PanelTitle
          icon="euro"
          title={scene.title}
          aside={<span className="text-xs text-muted">{formatMonthYear("2026-03-01", lang)}</span>}
        />
        <dl className="mt-4 space-y-2 text-xs">
          <div className="flex justify-between gap-3">
            <dt className="text-muted">{scene.rows[0]}</dt>
            <dd className="font-medium tabular-nums">{formatAmount(sales, lang)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted">{scene.rows[1]}</dt>
            <dd className="font-medium tabular-nums">−{formatAmount(purchases, lang)}</dd>
          </div>
        </dl>
        <div className="mt-3 rounded-lg bg-surface p-3 ring-1 ring-line">
          <p className="text-xs text-muted">{scene.payable}</p>
          <p className="mt-0.5 text-xl font-bold tabular-nums">{formatAmount(sales - purchases, lang)}</p>
          <p className="mt-1 flex items-center gap-1 text-xs text-amber-800">
            <ScreenIcon name="clock" className="size-3.5" />
            {interpolate(copy.vatDue, { date: formatShortDate("2026-05-12", lang) })}
          </p>
        </div>
        <FakeButton className="mt-4 w-full">{scene.action}</FakeButton>
      </Panel>
    </SceneFrame>
  );
}
