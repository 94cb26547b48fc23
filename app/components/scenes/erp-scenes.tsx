import { Avatar, FakeButton, formatWholeAmount, formatWeekday, ScreenIcon } from "~/components/mockups/mockup-parts";
import type { MockupCopy } from "~/content/mockups/schema";
import { formatNumber, interpolate } from "~/i18n/format";
import type { Language } from "~/i18n/languages";
import { formatTime, Panel, Phone, SceneFrame, Tick } from "./scene-parts";

type Copy = MockupCopy["erp"];

const avatarColours = [
  "bg-brand-100 text-brand-800",
  "bg-emerald-100 text-emerald-800",
  "bg-violet-100 text-violet-800",
  "bg-amber-100 text-amber-900",
];

/** Projects: one project with its tasks, who does them, and its hours and materials so far. */
export function ProjectsScene({ copy, lang }: { copy: Copy; lang: Language }) {
  const scene = copy.scenes.projects;
  const done = [true, true, false];
  return (
    <SceneFrame description={scene.description}>
      <Panel>
        <p className="flex items-center gap-2 font-semibold text-ink">
          <span className="size-3 rounded-sm bg-brand-500" />
          {copy.projects[1]}
        </p>
        <p className="mt-3 flex justify-between text-xs text-muted">
          <span>{interpolate(scene.tasksDone, { done: formatNumber(2, lang), total: formatNumber(3, lang) })}</span>
        </p>
        <div className="mt-1.5 h-1.5 rounded-full bg-slate-200">
          <div className="h-full w-2/3 rounded-full bg-brand-500" />
        </div>
        <ul className="mt-4 space-y-2">
          {scene.tasks.map((task, i) => (
            <li key={task} className="flex items-center gap-2.5 rounded-md px-2.5 py-2 ring-1 ring-line">
              {done[i] ? <Tick className="size-4" /> : <span className="size-4 shrink-0 rounded-full border-2 border-slate-300" />}
              <span className={`flex-1 text-xs ${done[i] ? "text-muted line-through" : "font-medium text-ink"}`}>{task}</span>
              <Avatar name={copy.people[i]!} className={avatarColours[i]} />
            </li>
          ))}
        </ul>
        <dl className="mt-4 grid grid-cols-2 gap-2">
          <div className="rounded-md bg-surface p-2 ring-1 ring-line">
            <dt className="text-xs text-muted">{scene.hours}</dt>
            <dd className="font-semibold tabular-nums">
              {formatNumber(46.5, lang)} {copy.hoursUnit}
            </dd>
          </div>
          <div className="rounded-md bg-surface p-2 ring-1 ring-line">
            <dt className="text-xs text-muted">{scene.materials}</dt>
            <dd className="font-semibold tabular-nums">{formatWholeAmount(1240, lang)}</dd>
          </div>
        </dl>
      </Panel>
    </SceneFrame>
  );
}

/** Resource planning: the week's bookings per person, and the one double booking caught in time. */
export function ResourcesScene({ copy, lang }: { copy: Copy; lang: Language }) {
  const scene = copy.scenes.resources;
  const days = ["2026-03-16", "2026-03-17", "2026-03-18", "2026-03-19", "2026-03-20"];
  // Per person: which project each day (index into projects), or null when free; [a, b] is two at once.
  const plan: (number | null | [number, number])[][] = [
    [0, 0, 0, null, null],
    [1, 1, [1, 2], 2, null],
    [null, 2, 2, 0, 0],
  ];
  const colours = ["bg-brand-500", "bg-emerald-500", "bg-violet-500"];
  return (
    <SceneFrame description={scene.description}>
      <Panel>
        <p className="font-semibold text-ink">{interpolate(copy.title, { week: formatNumber(12, lang) })}</p>
        <div className="mt-3 grid grid-cols-[minmax(0,4.5rem)_repeat(5,minmax(0,1fr))] items-center gap-1 text-xs">
          <span />
          {days.map((day) => (
            <span key={day} className="text-center text-muted">
              {formatWeekday(day, lang)}
            </span>
          ))}
          {plan.map((row, person) => (
            <Row key={person} name={copy.people[person]!.split(" ")[0]!} row={row} colours={colours} />
          ))}
        </div>
        <ul className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted">
          {copy.projects.map((project, i) => (
            <li key={project} className="flex items-center gap-1">
              <span className={`size-2 rounded-full ${colours[i]}`} />
              {project}
            </li>
          ))}
        </ul>
        <p className="mt-3 flex items-center gap-2 rounded-md bg-amber-50 px-2.5 py-2 text-xs font-medium text-amber-900 ring-1 ring-amber-200">
          <ScreenIcon name="calendar" className="size-4" />
          {scene.conflict}: {copy.people[1]}, {formatWeekday(days[2]!, lang)}
        </p>
      </Panel>
    </SceneFrame>
  );
}

function Row({ name, row, colours }: { name: string; row: (number | null | [number, number])[]; colours: string[] }) {
  return (
    <>
      <span className="font-medium text-ink">{name}</span>
      {row.map((cell, day) =>
        cell === null ? (
          <span key={day} className="h-6 rounded bg-slate-100" />
        ) : Array.isArray(cell) ? (
          <span key={day} className="grid h-6 grid-rows-2 gap-px overflow-hidden rounded ring-2 ring-amber-500 ring-offset-1">
            <span className={colours[cell[0]]} />
            <span className={colours[cell[1]]} />
          </span>
        ) : (
          <span key={day} className={`h-6 rounded ${colours[cell]}`} />
        ),
      )}
    </>
  );
}

/** Time tracking on a phone: today's hours logged on site, start to end. */
export function MobileHoursScene({ copy, lang }: { copy: Copy; lang: Language }) {
  const scene = copy.scenes.mobile;
  return (
    <SceneFrame description={scene.description}>
      <Phone>
        <p className="text-xs font-medium text-muted">{scene.today}</p>
        <p className="mt-0.5 font-semibold text-ink">{copy.people[2]}</p>
        <p className="mt-4 text-xs font-medium text-muted">{scene.project}</p>
        <p className="mt-1 flex items-center justify-between rounded-md px-2.5 py-2 text-xs font-medium ring-1 ring-line">
          <span className="flex items-center gap-2">
            <span className="size-2.5 rounded-full bg-brand-500" />
            {copy.projects[0]}
          </span>
          <ScreenIcon name="chevronDown" className="size-3.5 text-muted" />
        </p>
        <div className="mt-3 grid grid-cols-2 gap-2">
          {[
            [scene.start, formatTime(8, 0, lang)],
            [scene.end, formatTime(15, 30, lang)],
          ].map(([label, time]) => (
            <div key={label} className="rounded-md px-2.5 py-2 ring-1 ring-line">
              <p className="text-xs text-muted">{label}</p>
              <p className="font-semibold tabular-nums">{time}</p>
            </div>
          ))}
        </div>
        <p className="mt-4 text-center text-3xl font-bold tracking-tight tabular-nums">
          {formatNumber(7.5, lang)} {copy.hoursUnit}
        </p>
        <FakeButton className="mt-4 w-full py-2">{scene.save}</FakeButton>
      </Phone>
    </SceneFrame>
  );
}
