/**
 * What every feature scene is drawn with. A scene is a small, purpose-built picture of one
 * feature (docs/design-language.md, "Illustration"): a piece of the product's interface made
 * for that feature alone, drawn whole at its own size, never a crop of the hero's screen.
 */
import { timeLocales, type Language } from "~/i18n/languages";
import { Badge, formatShortDate, ScreenIcon, type ScreenIconName } from "~/components/mockups/mockup-parts";
import type { IconName } from "~/ui/icons";

/**
 * The scene's stage: one image for assistive technology, `description` its text alternative.
 * The tinted stage keeps the rows' rhythm; the drawing sits in it at its natural size.
 */
export function SceneFrame({ description, children }: { description: string; children: React.ReactNode }) {
  return (
    <div
      role="img"
      aria-label={description}
      data-scene
      className="@container flex min-h-72 items-center justify-center overflow-hidden rounded-card bg-brand-50 px-4 py-8 ring-1 ring-line sm:px-8 sm:py-10"
    >
      <div aria-hidden="true" className="w-full max-w-sm text-sm text-ink select-none">
        {children}
      </div>
    </div>
  );
}

/** A white card of the product's interface, floating on the stage. */
export function Panel({ children, className = "" }: { children: React.ReactNode; className?: string }) {
  return (
    <div className={`rounded-tile bg-white p-4 shadow-raised ring-1 shadow-slate-900/10 ring-slate-900/10 ${className}`}>{children}</div>
  );
}

/** A phone, for what happens on a phone: signing, identifying, logging hours. */
export function Phone({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto w-60 rounded-[2rem] bg-ink p-2 shadow-raised shadow-slate-900/20">
      <div className="overflow-hidden rounded-[1.6rem] bg-white px-4 pt-3 pb-5">
        <div className="mx-auto mb-4 h-1.5 w-16 rounded-full bg-slate-200" />
        {children}
      </div>
    </div>
  );
}

/** A panel's heading line: a small icon tile and the title, with an optional note on the right. */
export function PanelTitle({ icon, title, aside }: { icon: IconName | ScreenIconName; title: string; aside?: React.ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <p className="flex items-center gap-2 font-semibold text-ink">
        <span className="flex size-7 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700">
          <ScreenIcon name={icon} className="size-4" />
        </span>
        {title}
      </p>
      {aside}
    </div>
  );
}

/**
 * Events down a line, each a dot (its colour says what happened), a label, an "automatic" mark
 * where nobody had to act, and its date: an invoice's reminders, a signer's requests.
 */
export function Timeline({
  events,
  automatic,
  lang,
  className = "",
}: {
  events: { label: string; date: string; dot?: string; auto?: boolean }[];
  /** The label of an event that happened by itself. */
  automatic: string;
  lang: Language;
  className?: string;
}) {
  return (
    <ol className={`space-y-4 border-l-2 border-slate-200 pl-5 ${className}`}>
      {events.map((event) => (
        <li key={event.date} className="relative">
          <span className={`absolute top-0.5 -left-[1.72rem] size-3.5 rounded-full ring-4 ring-white ${event.dot ?? "bg-brand-600"}`} />
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="text-xs font-semibold text-ink">{event.label}</span>
            {event.auto && (
              <Badge tone="info">
                <ScreenIcon name="bell" className="size-3" />
                {automatic}
              </Badge>
            )}
          </p>
          <p className="text-xs text-muted tabular-nums">{formatShortDate(event.date, lang)}</p>
        </li>
      ))}
    </ol>
  );
}

/** A round check mark: done, included, chosen. */
export function Tick({ className = "size-5" }: { className?: string }) {
  return (
    <span className={`flex shrink-0 items-center justify-center rounded-full bg-accent-700 text-white ${className}`}>
      <ScreenIcon name="check" className="size-3" />
    </span>
  );
}

/** A time of day in the page's language: "8.00", "8:00 AM", "08:00". */
export function formatTime(hours: number, minutes: number, lang: Language): string {
  return new Intl.DateTimeFormat(timeLocales[lang], { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(
    Date.UTC(2026, 2, 16, hours, minutes),
  );
}

/**
 * A Finnish creditor reference (viitenumero): the base and its check digit, weighted 7, 3, 1
 * from the right. The invoicing scene shows real-looking references because matching by them
 * is what it illustrates.
 */
export function finnishReference(base: number): string {
  const weights = [7, 3, 1];
  const sum = [...String(base)].reverse().reduce((total, digit, i) => total + Number(digit) * weights[i % 3]!, 0);
  return `${base}${(10 - (sum % 10)) % 10}`;
}
