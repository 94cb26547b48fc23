import { renderToStaticMarkup } from "react-dom/server";
import type { MockupProductId } from "~/config/products";
import { mockupCopy, productContent } from "~/content/products.server";
import type { Language } from "~/i18n/languages";
import { featureScenes } from "~/components/scenes/feature-scenes";
import { sceneNames } from "~/components/scenes/scene-names";
import { ProductMockup } from "./product-mockup";

/**
 * A product's screen as HTML, drawn at build time. The screens never change in the browser,
 * so they are markup only: no drawing code in any page's JavaScript (docs/design-language.md,
 * "Illustration"); `ProductScreen` places the HTML.
 */
export function productScreenHtml(product: MockupProductId, lang: Language): string {
  const description = productContent[lang][product].mockupDescription;
  if (!description) throw new Error(`${product} has a mock-up but no mockupDescription in ${lang}`);
  return renderToStaticMarkup(<ProductMockup product={product} copy={mockupCopy[lang]} lang={lang} description={description} />);
}

/**
 * The ERP's week drawn for one trade: its sites in place of the screen's projects, with a text
 * alternative that says so (an industry page shows its visitors their own work).
 */
export function erpScreenForTradeHtml(
  lang: Language,
  { description, sites }: { description: string; sites: [string, string, string] },
): string {
  const copy = { ...mockupCopy[lang], erp: { ...mockupCopy[lang].erp, projects: sites } };
  return renderToStaticMarkup(<ProductMockup product="erp" copy={copy} lang={lang} description={description} />);
}

/** A product's feature scenes as HTML, one per feature row, drawn at build time like its screen. */
export function featureScenesHtml<Id extends MockupProductId>(product: Id, lang: Language): string[] {
  return featureScenes[product].map((Scene) => renderToStaticMarkup(<Scene copy={mockupCopy[lang][product]} lang={lang} />));
}

/** One feature scene as HTML, by its id (`{product}/{name}`, app/components/scenes/feature-scenes.tsx): a landing page's feature row. */
export function sceneHtml(id: string, lang: Language): string {
  const [product, name] = id.split("/") as [MockupProductId, string];
  const index = (sceneNames[product] as readonly string[] | undefined)?.indexOf(name) ?? -1;
  const Scene = featureScenes[product]?.[index] as ((props: { copy: unknown; lang: Language }) => React.ReactElement) | undefined;
  if (!Scene) throw new Error(`no feature scene "${id}" (app/components/scenes/feature-scenes.tsx)`);
  return renderToStaticMarkup(<Scene copy={mockupCopy[lang][product]} lang={lang} />);
}
