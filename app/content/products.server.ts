/** Product copy per language, read by route loaders at build time. */
import type { ProductId } from "../config/products";
import type { Language } from "../i18n/languages";
import en from "./products/en";
import es from "./products/es";
import fi from "./products/fi";
import sv from "./products/sv";
import type { ProductContent } from "./schema";

import { validateProductCopy } from "./schema";
import { withFactsPerLanguage } from "./facts-in-copy";
import { typeset } from "./typeset";

export const productContent: Record<Language, Record<ProductId, ProductContent>> = typeset(withFactsPerLanguage({ fi, en, sv, es }));

// Fail the build on a missing field or a wrong count, naming the file.
for (const [lang, copy] of Object.entries(productContent)) validateProductCopy(copy, `app/content/products/${lang}.ts`);
