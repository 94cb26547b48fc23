import { renderToStaticMarkup } from "react-dom/server";
import type { MockupProductId } from "~/config/products";
import { mockupCopy, productContent } from "~/content/products.server";
import type { Language } from "~/i18n/languages";
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
