import type { MockupCopy } from "~/content/mockups/schema";
import { formatNumber, interpolate } from "~/i18n/format";
import type { Language } from "~/i18n/languages";
import { Avatar, Badge, FakeButton, formatWholeAmount, ScreenTitle, ScreenIcon } from "./mockup-parts";

/** The made-up deals, by pipeline column: which company, and the deal's value. */
const columns: { company: 0 | 1 | 2 | 3 | 4; amount: number }[][] = [
  [
    { company: 0, amount: 1200 },
    { company: 1, amount: 3400 },
  ],
  [
    { company: 2, amount: 2800 },
    { company: 3, amount: 950 },
  ],
  [{ company: 4, amount: 5600 }],
];

const columnAccent = ["bg-slate-400", "bg-brand-500", "bg-emerald-500"] as const;

export function CrmMockup({ copy, lang }: { copy: MockupCopy["crm"]; lang: Language }) {
  return (
    <div className="space-y-3">
      <ScreenTitle title={copy.title} action={copy.newDeal} icon="plus" />

      {/* The pipeline's three columns need the room of a tablet: on a phone they stack, so no name breaks mid-word. */}
      <div className="grid grid-cols-1 gap-2 @sm:grid-cols-3">
        {columns.map((deals, stage) => (
          <div key={stage} className="flex min-w-0 flex-col gap-1.5 rounded-lg bg-surface p-1.5 ring-1 ring-line @md:p-2">
            <div className="flex items-center gap-1.5 px-0.5">
              <span className={`size-2 shrink-0 rounded-full ${columnAccent[stage]}`} />
              <span className="min-w-0 flex-1 text-xs leading-tight font-semibold break-words text-ink">{copy.stages[stage]}</span>
              <span className="rounded-full bg-white px-1.5 text-xs text-muted tabular-nums ring-1 ring-line">
                {formatNumber(deals.length, lang)}
              </span>
            </div>
            <p className="px-0.5 text-xs text-muted tabular-nums">
              {formatWholeAmount(
                deals.reduce((sum, deal) => sum + deal.amount, 0),
                lang,
              )}
            </p>
            {deals.map((deal) => (
              <div key={deal.company} className="rounded-md bg-white p-1.5 shadow-xs ring-1 ring-line @md:p-2">
                <p className="text-xs leading-snug font-medium break-words text-ink">{copy.companies[deal.company]}</p>
                <p className="mt-1 flex items-center justify-between gap-1">
                  <span className="text-xs font-semibold text-ink tabular-nums">{formatWholeAmount(deal.amount, lang)}</span>
                  {stage === 2 && (
                    <Badge tone="success" className="hidden @md:inline-flex">
                      <ScreenIcon name="check" className="size-3" />
                    </Badge>
                  )}
                </p>
              </div>
            ))}
          </div>
        ))}
      </div>

      <div className="flex items-center gap-2.5 rounded-lg bg-amber-50 p-2.5 ring-1 ring-amber-600/20">
        <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800">
          <ScreenIcon name="bell" className="size-3.5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold text-amber-900">{copy.reminderTitle}</p>
          <p className="flex items-center gap-1.5 text-xs text-ink">
            <Avatar name={copy.contactName} className="bg-brand-100 text-brand-800" />
            <span className="min-w-0 break-words">{interpolate(copy.reminder, { name: copy.contactName })}</span>
          </p>
        </div>
        <FakeButton variant="secondary" size="sm">
          {copy.done}
        </FakeButton>
      </div>
    </div>
  );
}
