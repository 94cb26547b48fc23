import { Avatar, Badge, FakeButton, formatShortDate, ScreenIcon } from "~/components/mockups/mockup-parts";
import { settings } from "~/config/site";
import type { MockupCopy } from "~/content/mockups/schema";
import { formatNumber, interpolate } from "~/i18n/format";
import type { Language } from "~/i18n/languages";
import { Panel, PanelTitle, Phone, SceneFrame, Timeline } from "./scene-parts";

type Copy = MockupCopy["sign"];

/** The signing app's own host (the site configuration's), so the request's link reads as the real one will. */
const signingLinkHost = new URL(settings.SITE_SIGN_APP_URL).host;

/** Signing with bank ID: the signer's phone, the document, and the two ways to identify (no bank is named). */
export function BankIdScene({ copy }: { copy: Copy; lang: Language }) {
  const scene = copy.scenes.bankId;
  const methods = [
    { label: scene.bankId, icon: "bank" as const },
    { label: scene.mobileCertificate, icon: "phone" as const },
  ];
  return (
    <SceneFrame description={scene.description}>
      <Phone>
        <p className="flex items-center gap-2 rounded-lg bg-surface p-2 ring-1 ring-line">
          <span className="flex size-7 shrink-0 items-center justify-center rounded-md bg-red-50 text-red-700">
            <ScreenIcon name="doc" className="size-4" />
          </span>
          <span className="text-xs font-semibold text-ink">{copy.documentTitle}</span>
        </p>
        <p className="mt-4 font-semibold text-ink">{scene.title}</p>
        <p className="mt-1 text-xs text-muted">{scene.prompt}</p>
        <ul className="mt-3 space-y-2">
          {methods.map((method, i) => (
            <li
              key={method.label}
              className={`flex items-center gap-2.5 rounded-lg p-2.5 ${i === 0 ? "bg-brand-50 ring-2 ring-brand-500" : "ring-1 ring-line"}`}
            >
              <span
                className={`flex size-7 shrink-0 items-center justify-center rounded-md ${i === 0 ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-700"}`}
              >
                <ScreenIcon name={method.icon} className="size-4" />
              </span>
              <span className="min-w-0 flex-1 text-xs font-semibold text-ink">{method.label}</span>
              <span
                className={`size-4 shrink-0 rounded-full ${i === 0 ? "border-[5px] border-brand-600 bg-white" : "border-2 border-slate-300"}`}
              />
            </li>
          ))}
        </ul>
        <p className="mt-4 flex items-center gap-2 border-t border-line pt-3">
          <Avatar name={copy.signers[2]} className="bg-brand-100 text-brand-800" />
          <span className="min-w-0 text-xs">
            <span className="block font-semibold text-ink">{copy.signers[2]}</span>
            <span className="block text-muted">{copy.signerCompanies[2]}</span>
          </span>
        </p>
      </Phone>
    </SceneFrame>
  );
}

/** Email or text message: the request to sign, sent as a text message, and how it reads. */
export function DeliveryScene({ copy }: { copy: Copy; lang: Language }) {
  const scene = copy.scenes.delivery;
  return (
    <SceneFrame description={scene.description}>
      <Panel>
        <PanelTitle icon="send" title={scene.title} />
        <p className="mt-4 text-xs font-medium text-muted">{scene.recipient}</p>
        <p className="mt-1 flex items-center gap-2">
          <Avatar name={copy.signers[2]} className="bg-brand-100 text-brand-800" />
          <span className="text-xs font-semibold text-ink">{copy.signers[2]}</span>
        </p>
        <div className="mt-4 grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
          <span className="flex items-center justify-center gap-1.5 rounded-md py-1.5 text-xs font-medium text-muted">
            <ScreenIcon name="mail" className="size-3.5" />
            {scene.email}
          </span>
          <span className="flex items-center justify-center gap-1.5 rounded-md bg-white py-1.5 text-xs font-semibold text-ink shadow-sm">
            <ScreenIcon name="phone" className="size-3.5" />
            {scene.sms}
          </span>
        </div>
        <div className="mt-4 rounded-2xl rounded-bl-sm bg-slate-100 px-3 py-2 text-xs text-body">
          {interpolate(scene.message, { name: copy.signers[0], document: copy.documentTitle })}
          <span className="mt-1 block font-medium text-brand-700">{signingLinkHost}/s/x7Q2</span>
        </div>
        <FakeButton className="mt-4 w-full">{scene.send}</FakeButton>
      </Panel>
    </SceneFrame>
  );
}

/** Status and reminders: two have signed; the third has been reminded without anyone calling. */
export function SigningRemindersScene({ copy, lang }: { copy: Copy; lang: Language }) {
  const scene = copy.scenes.reminders;
  return (
    <SceneFrame description={scene.description}>
      <Panel>
        <div className="flex items-center justify-between gap-3">
          <p className="font-semibold text-ink">{scene.title}</p>
          <p className="text-xs text-muted">
            {interpolate(copy.progress, { signed: formatNumber(2, lang), total: formatNumber(3, lang) })}
          </p>
        </div>
        <ul className="mt-3 flex gap-2">
          {copy.signers.map((name, i) => (
            <li key={name} className="relative">
              <Avatar name={name} className={`size-8 ${i < 2 ? "bg-emerald-100 text-emerald-800" : "bg-amber-100 text-amber-900"}`} />
              {i < 2 && (
                <span className="absolute -right-0.5 -bottom-0.5 flex size-3.5 items-center justify-center rounded-full bg-accent-700 text-white ring-2 ring-white">
                  <ScreenIcon name="check" className="size-2.5" />
                </span>
              )}
            </li>
          ))}
        </ul>
        <div className="mt-4 rounded-lg p-3 ring-1 ring-line">
          <p className="flex items-center justify-between gap-2">
            <span className="text-xs font-semibold text-ink">{copy.signers[2]}</span>
            <Badge tone="warning">{copy.status.waiting}</Badge>
          </p>
          <Timeline
            className="mt-3"
            automatic={scene.automatic}
            lang={lang}
            events={[
              { label: scene.events[0], date: "2026-03-10" },
              { label: scene.events[1], date: "2026-03-13", auto: true },
            ]}
          />
        </div>
      </Panel>
    </SceneFrame>
  );
}

/**
 * A signed contract as a small card: the home hero sets it at the top corner of the finance
 * screen, clear of its words, so the hero tells contracts and the books at once.
 * Decorative: the screen beside it carries the hero's text alternative.
 */
export function SignedCard({ copy, lang, className = "" }: { copy: Copy; lang: Language; className?: string }) {
  return (
    <div
      aria-hidden="true"
      data-signed-card
      className={`w-72 rounded-tile bg-white p-3 text-sm shadow-raised ring-1 ring-slate-900/10 select-none ${className}`}
    >
      <p className="flex items-center gap-2">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-red-50 text-red-700">
          <ScreenIcon name="doc" className="size-4" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-ink">{copy.documentTitle}</span>
          <Badge tone="success" className="mt-0.5">
            {copy.status.signed}
          </Badge>
        </span>
      </p>
      <p className="mt-3 flex items-center gap-2 border-t border-line pt-3">
        <Avatar name={copy.signers[0]} className="bg-emerald-100 text-emerald-800" />
        <span className="min-w-0">
          <span className="block text-xs font-semibold text-ink">
            {copy.signers[0]} · {formatShortDate("2026-03-12", lang)}
          </span>
          <span className="flex items-center gap-1 text-xs text-emerald-800">
            <ScreenIcon name="shield" className="size-3.5" />
            {copy.verified}
          </span>
        </span>
      </p>
    </div>
  );
}
