import type { MockupCopy } from "~/content/mockups/schema";
import { formatNumber, interpolate } from "~/i18n/format";
import type { Language } from "~/i18n/languages";
import { Avatar, FakeButton, formatWeekday, ScreenIcon } from "./mockup-parts";

type ProjectIndex = 0 | 1 | 2;
type PersonIndex = 0 | 1 | 2 | 3;

const projectColors: Record<ProjectIndex, { cell: string; dot: string }> = {
  0: { cell: "bg-brand-100 text-brand-800", dot: "bg-brand-500" },
  1: { cell: "bg-emerald-100 text-emerald-800", dot: "bg-emerald-500" },
  2: { cell: "bg-amber-100 text-amber-900", dot: "bg-amber-500" },
};
const avatarColors = [
  "bg-brand-100 text-brand-800",
  "bg-emerald-100 text-emerald-800",
  "bg-violet-100 text-violet-800",
  "bg-amber-100 text-amber-900",
];

/** Monday to Friday of ISO week 11, 2026. */
const days = ["2026-03-09", "2026-03-10", "2026-03-11", "2026-03-12", "2026-03-13"] as const;

type Entry = { project: ProjectIndex; hours: number; pending?: boolean } | null;
const week: Record<PersonIndex, Entry[]> = {
  0: [
    { project: 0, hours: 7.5 },
    { project: 0, hours: 7.5 },
    { project: 1, hours: 4 },
    { project: 0, hours: 7.5 },
    { project: 0, hours: 6 },
  ],
  1: [
    { project: 1, hours: 8 },
    { project: 1, hours: 8 },
    { project: 1, hours: 7.5 },
    { project: 2, hours: 4 },
    { project: 1, hours: 7 },
  ],
  2: [{ project: 2, hours: 7.5 }, { project: 0, hours: 7.5 }, { project: 0, hours: 7.5 }, { project: 2, hours: 7.5, pending: true }, null],
  3: [
    { project: 2, hours: 6 },
    { project: 2, hours: 7.5 },
    { project: 1, hours: 8 },
    { project: 1, hours: 8 },
    { project: 2, hours: 5, pending: true },
  ],
};
const people: PersonIndex[] = [0, 1, 2, 3];
const pending: { person: PersonIndex; day: 0 | 1 | 2 | 3 | 4; project: ProjectIndex; hours: number }[] = [
  { person: 2, day: 3, project: 2, hours: 7.5 },
  { person: 3, day: 4, project: 2, hours: 5 },
];

const row =
  "grid grid-cols-[minmax(0,1fr)_repeat(5,2.25rem)_2.75rem] items-center gap-1 @md:grid-cols-[minmax(0,1fr)_repeat(5,2.75rem)_3rem]";

export function ErpMockup({ copy, lang }: { copy: MockupCopy["erp"]; lang: Language }) {
  const hours = (value: number) => formatNumber(value, lang, { maximumFractionDigits: 1 });
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-ink">{interpolate(copy.title, { week: formatNumber(11, lang) })}</p>
        <div className="flex flex-wrap gap-x-3 gap-y-1">
          {copy.projects.map((project, i) => (
            <span key={project} className="inline-flex items-center gap-1 text-xs text-body">
              <span className={`size-2 rounded-full ${projectColors[i as ProjectIndex].dot}`} />
              {project}
            </span>
          ))}
        </div>
      </div>

      <div className="rounded-lg p-2 ring-1 ring-line">
        <div className={`${row} pb-1.5 text-xs font-medium text-muted`}>
          <span>{copy.person}</span>
          {days.map((day) => (
            <span key={day} className="text-center">
              {formatWeekday(day, lang)}
            </span>
          ))}
          <span className="text-right">{copy.total}</span>
        </div>
        <div className="space-y-1">
          {people.map((person) => {
            const entries = week[person];
            const total = entries.reduce((sum, entry) => sum + (entry?.hours ?? 0), 0);
            return (
              <div key={person} className={row}>
                <span className="flex min-w-0 items-center gap-1.5">
                  <Avatar name={copy.people[person]} className={avatarColors[person]} />
                  <span className="hidden text-xs font-medium text-ink @sm:block">{copy.people[person]}</span>
                </span>
                {entries.map((entry, day) =>
                  entry ? (
                    <span
                      key={day}
                      className={`rounded py-1 text-center text-xs font-semibold tabular-nums ${projectColors[entry.project].cell} ${entry.pending ? "outline-2 -outline-offset-2 outline-amber-600 outline-dashed" : ""}`}
                    >
                      {hours(entry.hours)}
                    </span>
                  ) : (
                    <span key={day} className="rounded bg-surface py-1 text-center text-xs text-muted">
                      –
                    </span>
                  ),
                )}
                <span className="text-right text-xs font-semibold text-ink tabular-nums">
                  {hours(total)} {copy.hoursUnit}
                </span>
              </div>
            );
          })}
        </div>
      </div>

      <div className="rounded-lg bg-amber-50/60 p-2.5 ring-1 ring-amber-200">
        <div className="flex items-center justify-between gap-2">
          <p className="flex items-center gap-1.5 text-xs font-semibold text-ink">
            <ScreenIcon name="clock" className="size-3.5 text-amber-700" />
            {copy.pendingTitle}
            <span className="rounded-full bg-amber-200 px-1.5 text-amber-900 tabular-nums">{formatNumber(pending.length, lang)}</span>
          </p>
          <FakeButton variant="accent">{copy.approveAll}</FakeButton>
        </div>
        <ul className="mt-2 space-y-1.5">
          {pending.map((item) => (
            <li key={item.person} className="flex items-center gap-2 rounded-md bg-white p-1.5 ring-1 ring-line">
              <Avatar name={copy.people[item.person]} className={avatarColors[item.person]} />
              <span className="min-w-0 flex-1">
                <span className="block text-xs font-medium text-ink">{copy.people[item.person]}</span>
                <span className="block text-xs text-muted">
                  {copy.projects[item.project]} · {formatWeekday(days[item.day], lang)}
                </span>
              </span>
              <span className="text-xs font-semibold text-ink tabular-nums">
                {hours(item.hours)} {copy.hoursUnit}
              </span>
              <FakeButton variant="secondary" size="sm">
                <ScreenIcon name="check" className="size-3 text-accent-700" />
                <span className="hidden @sm:inline">{copy.approve}</span>
              </FakeButton>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
