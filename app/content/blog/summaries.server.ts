import type { Language } from "~/i18n/languages";
import { loadArticles } from "./load.server";
import { type ArticleSummary, summarize } from "./summary";

export function articleSummaries(lang: Language): ArticleSummary[] {
  return loadArticles()[lang].map((article) => summarize(article, lang));
}
