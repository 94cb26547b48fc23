import { Avatar, FakeButton, formatShortDate, ScreenIcon } from "~/components/mockups/mockup-parts";
import type { MockupCopy } from "~/content/mockups/schema";
import { formatDate, formatNumber, interpolate } from "~/i18n/format";
import type { Language } from "~/i18n/languages";
import { formatTime, Panel, PanelTitle, Phone, SceneFrame, Tick } from "./scene-parts";

type Copy = MockupCopy["kyc"];

/** Strong identification: the customer's phone, asked to identify by bank ID or mobile certificate. */
export function IdentifyScene({ copy }: { copy: Copy; lang: Language }) {
  const scene = copy.scenes.identify;
  return (
    <SceneFrame description={scene.description}>
      <Phone>
        <span className="mx-auto flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <ScreenIcon name="shield" className="size-6" />
        </span>
        <p className="mt-3 text-center text-sm font-semibold text-ink">{scene.request}</p>
        <div className="mt-5 space-y-2">
          <FakeButton className="w-full py-2">{scene.bankId}</FakeButton>
          <FakeButton variant="secondary" className="w-full py-2">
            <ScreenIcon name="phone" className="size-3.5" />
            {copy.mobileCertificate}
          </FakeButton>
        </div>
        <p className="mt-4 flex items-center justify-center gap-1 text-xs text-muted">
          <ScreenIcon name="lock" className="size-3" />
          {scene.secure}
        </p>
      </Phone>
    </SceneFrame>
  );
}

/** Records kept: one identification event as it is stored, ready when it is needed. */
export function RecordsScene({ copy, lang }: { copy: Copy; lang: Language }) {
  const scene = copy.scenes.records;
  const fields = [
    [copy.fields.name, copy.personName],
    [copy.fields.birthDate, formatDate("1988-05-21", lang)],
    [copy.fields.method, copy.methodBankId],
    [copy.fields.verifiedAt, `${formatShortDate("2026-03-14", lang)} ${formatTime(10, 42, lang)}`],
    [scene.eventId, "ID-7F3K-2Q9M"],
  ];
  return (
    <SceneFrame description={scene.description}>
      <Panel>
        <PanelTitle icon="kyc" title={scene.title} />
        <dl className="mt-3 divide-y divide-slate-100 text-xs">
          {fields.map(([label, value]) => (
            <div key={label} className="flex items-baseline justify-between gap-3 py-1.5">
              <dt className="text-muted">{label}</dt>
              <dd className="text-right font-medium text-ink tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 flex items-center gap-2 rounded-md bg-surface px-2.5 py-2 text-xs font-medium text-ink ring-1 ring-line">
          <ScreenIcon name="lock" className="size-3.5 text-brand-700" />
          {scene.stored}
        </p>
      </Panel>
    </SceneFrame>
  );
}

/** Beneficial owners: asked in the same check, the answers kept beside the identity. */
export function OwnersScene({ copy, lang }: { copy: Copy; lang: Language }) {
  const scene = copy.scenes.owners;
  const shares = [0.6, 0.4];
  return (
    <SceneFrame description={scene.description}>
      <Panel>
        <PanelTitle icon="crm" title={scene.title} />
        <p className="mt-3 text-xs text-body">{scene.question}</p>
        <ul className="mt-3 space-y-2">
          {scene.owners.map((owner, i) => (
            <li key={owner} className="flex items-center gap-2.5 rounded-md px-2.5 py-2 ring-1 ring-line">
              <Avatar name={owner} className={i === 0 ? "bg-brand-100 text-brand-800" : "bg-violet-100 text-violet-800"} />
              <span className="flex-1 text-xs font-semibold text-ink">{owner}</span>
              <span className="text-xs text-muted">{scene.share}</span>
              <span className="text-xs font-semibold tabular-nums">{formatNumber(shares[i]!, lang, { style: "percent" })}</span>
            </li>
          ))}
        </ul>
        <p className="mt-3 flex items-center gap-2 text-xs text-emerald-900">
          <Tick className="size-4" />
          {interpolate(scene.confirmed, { name: copy.personName, date: formatShortDate("2026-03-14", lang) })}
        </p>
      </Panel>
    </SceneFrame>
  );
}
