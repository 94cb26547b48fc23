/**
 * A product page's props (components/product-page.tsx) from its copy and its mock-up's words: its
 * screen and feature scenes drawn as HTML. The build (app/routes/product.tsx) and the editor's
 * preview of a product file (cms/previews.tsx) both make them here.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { hasMockup, type ProductId } from "~/config/products";
import type { MockupCopy } from "~/content/mockups/schema";
import type { ProductContent } from "~/content/schema";
import type { Messages } from "~/content/ui/schema";
import type { Language } from "~/i18n/languages";
import { ProductMockup } from "./mockups/product-mockup";
import type { ProductPageProps } from "./product-page";
import { featureScenes } from "./scenes/feature-scenes";

export function productPageProps(
  id: ProductId,
  lang: Language,
  content: ProductContent,
  /** The words of the product's screen and scenes; none for a product without a mock-up. */
  mockup: MockupCopy[keyof MockupCopy] | undefined,
  strings: { product: Messages["product"]; pricing: Messages["pricing"] },
): ProductPageProps {
  const drawn = hasMockup(id) && mockup !== undefined;
  const copy = { [id]: mockup } as MockupCopy;
  return {
    id,
    lang,
    content,
    screen:
      drawn && content.mockupDescription
        ? renderToStaticMarkup(<ProductMockup product={id} copy={copy} lang={lang} description={content.mockupDescription} />)
        : undefined,
    scenes: drawn ? featureScenes[id].map((Scene) => renderToStaticMarkup(<Scene copy={mockup as never} lang={lang} />)) : [],
    t: strings.product,
    pricing: strings.pricing,
  };
}
