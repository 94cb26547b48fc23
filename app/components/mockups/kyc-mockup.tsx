import type { MockupCopy } from "~/content/mockups/schema";
import { formatDate } from "~/i18n/format";
import type { Language } from "~/i18n/languages";
import { FakeButton, ScreenTitle, ScreenIcon } from "./mockup-parts";

export function KycMockup({ copy, lang }: { copy: MockupCopy["kyc"]; lang: Language }) {
  const fields: { label: string; value: React.ReactNode }[] = [
    { label: copy.fields.name, value: copy.personName },
    { label: copy.fields.birthDate, value: formatDate("1988-05-21", lang) },
    { label: copy.fields.method, value: copy.methodBankId },
    { label: copy.fields.verifiedAt, value: formatDate("2026-03-14", lang) },
    {
      label: copy.fields.owners,
      value: (
        <span className="inline-flex items-center gap-1 text-emerald-800">
          <ScreenIcon name="check" className="size-3" />
          {copy.ownersAnswered}
        </span>
      ),
    },
  ];
  return (
    <div className="space-y-3">
      <ScreenTitle title={copy.title} action={copy.sendLink} icon="send" />

      <ol className="flex items-center gap-2">
        {copy.steps.map((step, i) => (
          <li key={step} className="flex min-w-0 flex-1 items-center gap-1.5">
            <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-accent-700 text-white">
              <ScreenIcon name="check" className="size-3" />
            </span>
            <span className="text-xs font-medium text-ink">{step}</span>
            {i < copy.steps.length - 1 && <span className="h-px min-w-2 flex-1 bg-accent-500" />}
          </li>
        ))}
      </ol>

      <div className="grid gap-3 @lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)]">
        <div className="rounded-lg p-3 ring-1 ring-line">
          <p className="text-xs font-semibold text-ink">{copy.chooseMethod}</p>
          <div className="mt-2 grid grid-cols-2 gap-1.5 @lg:grid-cols-1">
            {[
              { label: copy.methodBankId, icon: "bank" as const, chosen: true },
              { label: copy.mobileCertificate, icon: "phone" as const, chosen: false },
            ].map((method) => (
              <div
                key={method.label}
                className={`relative flex items-center gap-1.5 rounded-md p-2 ${method.chosen ? "bg-brand-50 ring-2 ring-brand-500" : "ring-1 ring-line"}`}
              >
                <span
                  className={`flex size-5 shrink-0 items-center justify-center rounded text-white ${method.chosen ? "bg-brand-600" : "bg-slate-700"}`}
                >
                  <ScreenIcon name={method.icon} className="size-3.5" />
                </span>
                <span className="min-w-0 text-xs font-medium text-ink">{method.label}</span>
                {method.chosen && (
                  <span className="absolute -top-1.5 -right-1.5 flex size-4 items-center justify-center rounded-full bg-brand-600 text-white ring-2 ring-white">
                    <ScreenIcon name="check" className="size-2.5" />
                  </span>
                )}
              </div>
            ))}
          </div>
        </div>

        <div className="overflow-hidden rounded-lg ring-1 ring-emerald-200">
          <div className="flex items-center gap-2 bg-emerald-50 px-3 py-2">
            <span className="flex size-7 items-center justify-center rounded-full bg-accent-700 text-white">
              <ScreenIcon name="shield" className="size-4" />
            </span>
            <p className="text-sm font-semibold text-emerald-900">{copy.resultTitle}</p>
          </div>
          <dl className="divide-y divide-slate-100 px-3">
            {fields.map((field) => (
              <div key={field.label} className="flex items-baseline justify-between gap-3 py-1.5 text-xs">
                <dt className="text-muted">{field.label}</dt>
                <dd className="text-right font-medium text-ink">{field.value}</dd>
              </div>
            ))}
          </dl>
          <div className="border-t border-slate-100 px-3 py-2">
            <FakeButton variant="secondary" className="w-full">
              <ScreenIcon name="download" className="size-3" />
              {copy.exportReport}
            </FakeButton>
          </div>
        </div>
      </div>
    </div>
  );
}
