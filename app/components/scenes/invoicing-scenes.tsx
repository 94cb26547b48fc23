import { Badge, FakeButton, formatAmount, ScreenIcon } from "~/components/mockups/mockup-parts";
import type { MockupCopy } from "~/content/mockups/schema";
import { interpolate } from "~/i18n/format";
import type { Language } from "~/i18n/languages";
import { finnishReference, Panel, PanelTitle, SceneFrame, Tick, Timeline } from "./scene-parts";

type Copy = MockupCopy["invoicing"];

/** E-invoice, PDF or paper: the send dialog with the three channels, the customer's own chosen. */
export function ChannelsScene({ copy, lang }: { copy: Copy; lang: Language }) {
  const scene = copy.scenes.channels;
  const icons = ["send", "mail", "doc"] as const;
  return (
    <SceneFrame description={scene.description}>
      <Panel>
        <PanelTitle
          icon="invoicing"
          title={scene.title}
          aside={<span className="font-semibold tabular-nums">{formatAmount(1240, lang)}</span>}
        />
        <p className="mt-1 pl-9 text-xs text-muted">{copy.customers[0]}</p>
        <ul className="mt-4 space-y-2">
          {scene.options.map((option, i) => (
            <li
              key={option}
              className={`flex items-center gap-3 rounded-lg p-2.5 ${i === 0 ? "bg-brand-50 ring-2 ring-brand-500" : "ring-1 ring-line"}`}
            >
              <ScreenIcon name={icons[i]!} className={`size-4 ${i === 0 ? "text-brand-700" : "text-muted"}`} />
              <span className="min-w-0 flex-1">
                <span className="block text-xs font-semibold text-ink">{option}</span>
                <span className="block text-xs text-muted">{scene.details[i]}</span>
              </span>
              <span className={`size-4 shrink-0 rounded-full ${i === 0 ? "border-[5px] border-brand-600" : "border-2 border-slate-300"}`} />
            </li>
          ))}
        </ul>
        <FakeButton className="mt-4 w-full">
          <ScreenIcon name="send" className="size-3.5" />
          {scene.send}
        </FakeButton>
      </Panel>
    </SceneFrame>
  );
}

/** Reminders: one late invoice's history: past due, reminded without anyone lifting a finger, then paid. */
export function RemindersScene({ copy, lang }: { copy: Copy; lang: Language }) {
  const scene = copy.scenes.reminders;
  return (
    <SceneFrame description={scene.description}>
      <Panel>
        <div className="flex items-start justify-between gap-3">
          <p>
            <span className="block font-semibold text-ink">{scene.invoice} #1045</span>
            <span className="block text-xs text-muted">{copy.customers[3]}</span>
          </p>
          <span className="text-right">
            <span className="block font-semibold tabular-nums">{formatAmount(395, lang)}</span>
            <Badge tone="success" className="mt-1">
              {copy.status.paid}
            </Badge>
          </span>
        </div>
        <Timeline
          className="mt-5"
          automatic={scene.automatic}
          lang={lang}
          events={[
            // The hero screen's #1045: due on 2 March (past due the day after), paid since (its list says so too).
            { label: scene.events[0], date: "2026-02-16" },
            { label: scene.events[1], date: "2026-03-03", dot: "bg-red-500" },
            { label: scene.events[2], date: "2026-03-09", auto: true },
            { label: scene.events[3], date: "2026-03-11", dot: "bg-accent-500" },
          ]}
        />
      </Panel>
    </SceneFrame>
  );
}

/** Payments matched: the bank's incoming payments, each found its invoice by reference number. */
export function MatchingScene({ copy, lang }: { copy: Copy; lang: Language }) {
  const scene = copy.scenes.matching;
  // The hero screen's paid invoices (#1045, #1044) and one before its list (#1043); #1047 is still open there.
  const payments = [
    { customer: 3, invoice: 1045, amount: 395 },
    { customer: 4, invoice: 1044, amount: 1615.2 },
    { customer: 1, invoice: 1043, amount: 980 },
  ] as const;
  return (
    <SceneFrame description={scene.description}>
      <Panel>
        <PanelTitle icon="download" title={scene.title} />
        <ul className="mt-4 space-y-2.5">
          {payments.map((payment) => (
            <li key={payment.invoice} className="rounded-lg ring-1 ring-line">
              <div className="flex items-start justify-between gap-3 px-3 pt-2.5 pb-2">
                <span>
                  <span className="block text-xs font-semibold text-ink">{copy.customers[payment.customer]}</span>
                  <span className="block text-xs text-muted tabular-nums">
                    {scene.reference} {finnishReference(payment.invoice)}
                  </span>
                </span>
                <span className="text-xs font-semibold text-emerald-800 tabular-nums">+{formatAmount(payment.amount, lang)}</span>
              </div>
              <div className="flex items-center gap-2 rounded-b-lg border-t border-line bg-surface px-3 py-1.5">
                <Tick className="size-4" />
                <span className="text-xs text-body">{interpolate(scene.matched, { invoice: `#${payment.invoice}` })}</span>
              </div>
            </li>
          ))}
        </ul>
      </Panel>
    </SceneFrame>
  );
}

/**
 * A payment that found its invoice, as a small card: the home hero hangs it from the foot of the
 * finance screen, so the hero shows invoices, contracts and the books at once, each whole.
 * Decorative: the screen beside it carries the hero's text alternative.
 */
export function PaidCard({ copy, lang, className = "" }: { copy: Copy; lang: Language; className?: string }) {
  const { matching, reminders } = copy.scenes;
  return (
    <div
      aria-hidden="true"
      data-paid-card
      className={`w-72 rounded-tile bg-white p-3 text-sm shadow-raised ring-1 ring-slate-900/10 select-none ${className}`}
    >
      <p className="flex items-start justify-between gap-3">
        <span>
          <span className="block font-semibold text-ink">{reminders.events[3]}</span>
          <span className="block text-xs text-muted tabular-nums">
            {copy.customers[1]} · {matching.reference} {finnishReference(1043)}
          </span>
        </span>
        <span className="font-semibold text-emerald-800 tabular-nums">+{formatAmount(980, lang)}</span>
      </p>
      <p className="mt-2 flex items-center gap-2 border-t border-line pt-2 text-xs text-body">
        <Tick className="size-4" />
        {interpolate(matching.matched, { invoice: "#1043" })}
      </p>
    </div>
  );
}
