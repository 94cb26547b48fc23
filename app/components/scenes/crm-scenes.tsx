import { Avatar, Badge, formatAmount, formatWholeAmount, formatShortDate, ScreenIcon } from "~/components/mockups/mockup-parts";
import type { MockupCopy } from "~/content/mockups/schema";
import { interpolate } from "~/i18n/format";
import type { Language } from "~/i18n/languages";
import { Panel, PanelTitle, SceneFrame, Tick } from "./scene-parts";

type Copy = MockupCopy["crm"];

/** Customer records: one customer's card with its people and the notes of past calls. */
export function CustomerScene({ copy, lang }: { copy: Copy; lang: Language }) {
  const scene = copy.scenes.customer;
  const noteDates = ["2026-03-12", "2026-02-26"];
  return (
    <SceneFrame description={scene.description}>
      <Panel>
        {/* The customer of the pipeline scene's deal: its first contact is the one the hero's reminder calls. */}
        <PanelTitle icon="building" title={copy.companies[2]} />
        <p className="mt-4 text-xs font-medium text-muted">{scene.contacts}</p>
        <ul className="mt-2 space-y-2">
          {scene.people.map((person, i) => (
            <li key={person} className="flex items-center gap-2.5">
              <Avatar name={person} className={`size-7 ${i === 0 ? "bg-brand-100 text-brand-800" : "bg-emerald-100 text-emerald-800"}`} />
              <span>
                <span className="block text-xs font-semibold text-ink">{person}</span>
                <span className="block text-xs text-muted">{scene.roles[i]}</span>
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-xs font-medium text-muted">{scene.notes}</p>
        <ul className="mt-2 space-y-2">
          {scene.entries.map((entry, i) => (
            <li key={entry} className="rounded-md bg-surface px-2.5 py-2 text-xs ring-1 ring-line">
              <span className="block text-muted tabular-nums">{formatShortDate(noteDates[i]!, lang)}</span>
              <span className="block text-body">{entry}</span>
            </li>
          ))}
        </ul>
      </Panel>
    </SceneFrame>
  );
}

/** Sales pipeline: where one deal stands (the hero's pipeline shows it too, at the same value), and what to do next. */
export function PipelineScene({ copy, lang }: { copy: Copy; lang: Language }) {
  const scene = copy.scenes.pipeline;
  const current = 1;
  return (
    <SceneFrame description={scene.description}>
      <Panel>
        <p className="flex items-baseline justify-between gap-3">
          <span className="font-semibold text-ink">{copy.companies[2]}</span>
          <span className="font-semibold tabular-nums">{formatWholeAmount(2800, lang)}</span>
        </p>
        <ol className="mt-4 grid grid-cols-3 gap-1.5">
          {copy.stages.map((stage, i) => (
            <li key={stage}>
              <span className={`block h-1.5 rounded-full ${i <= current ? "bg-brand-600" : "bg-slate-200"}`} />
              <span className={`mt-1.5 block text-xs ${i === current ? "font-semibold text-ink" : "text-muted"}`}>{stage}</span>
            </li>
          ))}
        </ol>
        <div className="mt-5 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200">
          <p className="text-xs font-medium text-amber-900">{scene.nextStep}</p>
          <p className="mt-1 flex items-center gap-2 text-xs font-semibold text-ink">
            <ScreenIcon name="phone" className="size-3.5 text-amber-800" />
            {interpolate(copy.reminder, { name: copy.contactName })}
          </p>
          <p className="mt-1 text-xs text-muted tabular-nums">{formatShortDate("2026-03-18", lang)}</p>
        </div>
      </Panel>
    </SceneFrame>
  );
}

/** Quotes: a quote made from the customer's details, and the customer's yes. */
export function QuotesScene({ copy, lang }: { copy: Copy; lang: Language }) {
  const scene = copy.scenes.quotes;
  // The deal the hero's pipeline shows as won, with the same value.
  const amounts = [2400, 2400, 800];
  return (
    <SceneFrame description={scene.description}>
      <Panel>
        <PanelTitle icon="doc" title={`${scene.title} #207`} aside={<Badge tone="success">{scene.accepted}</Badge>} />
        <p className="mt-1 pl-9 text-xs text-muted">{copy.companies[4]}</p>
        <dl className="mt-4 divide-y divide-slate-100 text-xs">
          {scene.lines.map((line, i) => (
            <div key={line} className="flex items-baseline justify-between gap-3 py-1.5">
              <dt className="text-body">{line}</dt>
              <dd className="font-medium tabular-nums">{formatAmount(amounts[i]!, lang)}</dd>
            </div>
          ))}
          <div className="flex items-baseline justify-between gap-3 pt-2">
            <dt className="font-semibold text-ink">{scene.total}</dt>
            <dd className="text-base font-bold tabular-nums">
              {formatAmount(
                amounts.reduce((a, b) => a + b, 0),
                lang,
              )}
            </dd>
          </div>
        </dl>
        <p className="mt-3 flex items-center gap-2 text-xs text-emerald-900">
          <Tick className="size-4" />
          {scene.accepted} · {formatShortDate("2026-03-17", lang)}
        </p>
      </Panel>
    </SceneFrame>
  );
}
