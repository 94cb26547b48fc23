import { isLanguage } from "~/i18n/languages";
import { storeLanguage } from "~/i18n/detect-language";

/** The attribute that marks a link to the same page in another language (the language menu, the banner). */
export const languageChoiceAttribute = "data-language-choice";

/**
 * Following a link to another language stores that choice (docs/decisions.md, "Languages"),
 * which the 404 page and the language banner read later. The link itself needs nothing: it
 * leads to the page with or without this.
 */
export function rememberLanguageChoice(): void {
  document.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.(`a[${languageChoiceAttribute}]`);
    const choice = link?.getAttribute(languageChoiceAttribute);
    if (isLanguage(choice)) storeLanguage(choice);
  });
}
