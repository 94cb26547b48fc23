/**
 * One feature scene drawn to HTML by its id, `{product}/{name}` (./scene-names.ts): for the pages
 * that show a product's scene outside its own page (a landing page's feature row, the About
 * page's Finnish services). The build and the editor's preview both draw with it.
 */
import { renderToStaticMarkup } from "react-dom/server";
import type { MockupCopy } from "~/content/mockups/schema";
import type { Language } from "~/i18n/languages";
import { featureScenes } from "./feature-scenes";
import { sceneNames } from "./scene-names";

/** A scene's id: "invoicing/reminders". */
export type SceneId = {
  [Product in keyof typeof sceneNames]: `${Product}/${(typeof sceneNames)[Product][number]}`;
}[keyof typeof sceneNames];

export function drawScene(id: string, lang: Language, mockups: MockupCopy): string {
  const [product, name] = id.split("/") as [keyof typeof sceneNames, string];
  const index = (sceneNames[product] as readonly string[] | undefined)?.indexOf(name) ?? -1;
  const Scene = featureScenes[product]?.[index] as ((props: { copy: unknown; lang: Language }) => React.ReactElement) | undefined;
  if (!Scene) throw new Error(`no feature scene "${id}"`);
  return renderToStaticMarkup(<Scene copy={mockups[product]} lang={lang} />);
}
