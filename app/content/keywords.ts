/**
 * Search keywords. The spec allows them in English or Finnish only: Finnish pages get
 * the Finnish list, every other language the English one.
 */
import type { Language } from "~/i18n/languages";

const finnish = [
  "verkkolaskutus",
  "laskutusohjelma",
  "sähköinen allekirjoitus",
  "taloushallinto",
  "kirjanpito",
  "toiminnanohjaus",
  "pienyrittäjä",
  "yksinyrittäjä",
];
const english = [
  "online invoicing",
  "e-invoicing",
  "electronic signature",
  "bookkeeping",
  "small business software",
  "ERP",
  "sole trader",
  "Finland",
];

export function keywordsFor(lang: Language): string {
  return (lang === "fi" ? finnish : english).join(", ");
}
