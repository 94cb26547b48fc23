import { Badge, FakeButton, formatWholeAmount, formatShortDate, ScreenIcon } from "~/components/mockups/mockup-parts";
import { offers } from "~/components/mockups/offerly-mockup";
import type { MockupCopy } from "~/content/mockups/schema";
import type { Language } from "~/i18n/languages";
import { Panel, PanelTitle, SceneFrame, Tick } from "./scene-parts";

type Copy = MockupCopy["offerly"];

/** Posting a request: what, when and where, in a few words, free of charge. */
export function RequestScene({ copy }: { copy: Copy; lang: Language }) {
  const scene = copy.scenes.request;
  return (
    <SceneFrame description={scene.description}>
      <Panel>
        <PanelTitle icon="offerly" title={scene.title} aside={<Badge tone="success">{scene.free}</Badge>} />
        <div className="mt-4 space-y-3">
          {scene.fields.map((field, i) => (
            <div key={field}>
              <p className="text-xs font-medium text-muted">{field}</p>
              <p className={`mt-1 rounded-md px-2.5 py-2 text-xs text-ink ring-1 ring-line ${i === 0 ? "min-h-14" : ""}`}>
                {scene.answers[i]}
              </p>
            </div>
          ))}
        </div>
        <FakeButton className="mt-4 w-full">
          <ScreenIcon name="send" className="size-3.5" />
          {scene.submit}
        </FakeButton>
      </Panel>
    </SceneFrame>
  );
}

/** Receiving quotes: providers answer the request; nobody has to ring round. */
export function OffersScene({ copy, lang }: { copy: Copy; lang: Language }) {
  const scene = copy.scenes.offers;
  return (
    <SceneFrame description={scene.description}>
      <Panel>
        <PanelTitle icon="mail" title={scene.title} aside={<span className="text-xs text-muted">{copy.requestTitle}</span>} />
        <ul className="mt-4 space-y-2">
          {copy.providers.map((provider, i) => (
            <li
              key={provider}
              className={`flex items-center gap-3 rounded-lg p-2.5 ring-1 ${i === 2 ? "bg-brand-50 ring-brand-200" : "ring-line"}`}
            >
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-white text-xs font-bold text-brand-700 ring-1 ring-line">
                {provider.charAt(0)}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-xs font-semibold text-ink">{provider}</span>
                <span className="block text-xs text-muted tabular-nums">
                  {i === 2 ? scene.newOffer : formatShortDate(offers[i]!.received, lang)}
                </span>
              </span>
              <span className="text-xs font-semibold whitespace-nowrap tabular-nums">
                {formatWholeAmount(offers[i]!.price, lang)}
                {copy.perMonth}
              </span>
            </li>
          ))}
        </ul>
      </Panel>
    </SceneFrame>
  );
}

/** Comparing side by side: two quotes in the same shape, price, start and what is included. */
export function CompareScene({ copy, lang }: { copy: Copy; lang: Language }) {
  const scene = copy.scenes.compare;
  const compared = [0, 2] as const;
  return (
    <SceneFrame description={scene.description}>
      <Panel className="p-0">
        <table className="w-full text-xs">
          <thead>
            <tr className="border-b border-line">
              <td className="w-2/5 p-3" />
              {compared.map((provider) => (
                <th key={provider} scope="col" className="p-3 text-left align-bottom font-semibold text-ink">
                  {copy.providers[provider]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            <tr>
              <th scope="row" className="p-3 text-left font-medium text-muted">
                {scene.price}
              </th>
              {compared.map((provider) => (
                <td key={provider} className="p-3 font-semibold tabular-nums">
                  {formatWholeAmount(offers[provider]!.price, lang)}
                  {copy.perMonth}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row" className="p-3 text-left font-medium text-muted">
                {scene.start}
              </th>
              {compared.map((provider) => (
                <td key={provider} className="p-3 tabular-nums">
                  {formatShortDate(offers[provider]!.start, lang)}
                </td>
              ))}
            </tr>
            {copy.included.map((item, row) => (
              <tr key={item}>
                <th scope="row" className="p-3 text-left font-medium text-muted">
                  {item}
                </th>
                {compared.map((provider) => (
                  <td key={provider} className="p-3">
                    {offers[provider]!.included[row] ? <Tick className="size-4" /> : <span className="text-muted">–</span>}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Panel>
    </SceneFrame>
  );
}
