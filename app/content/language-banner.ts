/**
 * Copy of the language-suggestion banner. It speaks the visitor's language, not the
 * page's, so this small table is shipped whole (the one exception to shipping only the
 * page language's strings).
 */
import type { Language } from "~/i18n/languages";

export const languageBannerCopy: Record<Language, { text: string; action: string; dismiss: string }> = {
  fi: { text: "Tämä sivu on saatavilla myös suomeksi.", action: "Näytä suomeksi", dismiss: "Sulje" },
  en: { text: "This page is also available in English.", action: "View in English", dismiss: "Dismiss" },
  sv: { text: "Den här sidan finns också på svenska.", action: "Visa på svenska", dismiss: "Stäng" },
  es: { text: "Esta página también está disponible en español.", action: "Ver en español", dismiss: "Cerrar" },
};
