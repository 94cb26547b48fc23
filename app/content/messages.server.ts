/**
 * Interface copy per language, read by route loaders at build time. Only the strings a
 * page needs travel to the browser, in that page's loader data.
 */
import type { Language } from "../i18n/languages";
import en from "./ui/en";
import es from "./ui/es";
import fi, { type Messages } from "./ui/fi";
import sv from "./ui/sv";

import { expiryDays } from "../attribution/attribution";
import { formatDuration, interpolate } from "../i18n/format";
import { validateSameShape } from "./schema";
import { withFactsPerLanguage } from "./facts-in-copy";
import { typeset } from "./typeset";

export const messages: Record<Language, Messages> = typeset(withFactsPerLanguage({ fi, en, sv, es }));

// Fail the build when a translation's shape differs from the Finnish source (keys and list lengths).
for (const [lang, copy] of Object.entries(messages)) validateSameShape(fi, copy, `app/content/ui/${lang}.ts`);

/** The shared strings every page's layout needs. */
export function layoutMessages(lang: Language) {
  const { common, nav, language, footer, notFound, consent } = messages[lang];
  // The consent notice's numbers and button name are filled in here, at build time, so the
  // notice's code ships no formatting and no attribution module.
  const days = formatDuration(expiryDays, "day", lang);
  const consentCopy = {
    ...consent,
    settingsText: interpolate(consent.settingsText, { button: footer.cookies }),
    marketingText: interpolate(consent.marketingText, { days }),
  };
  // notFound is here because the 404 route has no loader: unknown URLs have no data file.
  return { common, nav, language, footer, notFound, consent: consentCopy };
}
export type LayoutMessages = ReturnType<typeof layoutMessages>;
