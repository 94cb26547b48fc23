/** Labels of the product mock-ups per language, read by the product page loader at build time. */
import type { Language } from "~/i18n/languages";
import en from "./mockups/en";
import es from "./mockups/es";
import fi from "./mockups/fi";
import sv from "./mockups/sv";
import { withFactsPerLanguage } from "./facts-in-copy";
import type { MockupCopy } from "./mockups/types";

export const mockupCopy: Record<Language, MockupCopy> = withFactsPerLanguage({ fi, en, sv, es });
