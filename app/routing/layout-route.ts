/**
 * The layout every page of a language is rendered in (app/routes/language-layout.tsx), one route
 * per language. Its id names its language, so the document (app/root.tsx) knows the page's
 * language from the matched layout, without the server-only route list.
 */
import { type Language, languages } from "../i18n/languages";

export const layoutRoute = { file: "routes/language-layout.tsx", id: (lang: Language) => `layout-${lang}` } as const;

/** The language of a layout route's id, or `undefined` for any other route. */
export function layoutLanguage(id: string): Language | undefined {
  return languages.find((lang) => layoutRoute.id(lang) === id);
}
