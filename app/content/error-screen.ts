/** Link text of the error screen, which renders outside the language layout. */
import type { Language } from "~/i18n/languages";

export const errorScreenHomeLabel: Record<Language, string> = {
  fi: "Etusivulle",
  en: "Go to the home page",
  sv: "Till startsidan",
  es: "Ir a la página de inicio",
};
