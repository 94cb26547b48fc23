/**
 * Interface copy per language, read by route loaders at build time. Only the strings a
 * page needs travel to the browser, in that page's loader data.
 */
import type { Language } from "../i18n/languages";
import en from "./ui/en";
import es from "./ui/es";
import fi, { type Messages } from "./ui/fi";
import sv from "./ui/sv";

import { validateSameShape } from "./schema";
import { typeset } from "./typeset";

export const messages: Record<Language, Messages> = typeset({ fi, en, sv, es });

// Fail the build when a translation's shape differs from the Finnish source (keys and list lengths).
for (const [lang, copy] of Object.entries(messages)) validateSameShape(fi, copy, `app/content/ui/${lang}.ts`);

/** The shared strings every page's layout needs. */
export function layoutMessages(lang: Language) {
  const { common, nav, language, footer, notFound } = messages[lang];
  // notFound is here because the 404 route has no loader: unknown URLs have no data file.
  return { common, nav, language, footer, notFound };
}
export type LayoutMessages = ReturnType<typeof layoutMessages>;
