/**
 * The landing pages (./schema.ts): every file of app/content/landing/, validated, with its
 * addresses checked against every other page of the site, and its copy's placeholders filled.
 * A problem fails the build with a message naming the file, the language and the field; an
 * address another page has names both files.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";
import { products } from "../../config/products";
import { defaultLanguage, type Language, languages, perLanguage } from "../../i18n/languages";
import { joinPath, pagePath, staticPagePaths } from "../../routing/route-table";
import { ContentError, parseContent } from "../frontmatter";
import { withFacts } from "../facts-in-copy.server";
import { typeset } from "../typeset";
import { planSets } from "../../config/facts";
import { type LandingLanguage, landingLanguageSchema, type PlanSet } from "./schema";
import { type LandingCopy, type PlacedSection, placeSections, publishedSections } from "./sections";

export const landingFolder = "app/content/landing";

/** A landing page: its file's name is its id. */
export interface LandingPage {
  id: string;
  file: string;
  /** Whether search engines may index it (the same in every language). */
  indexable: boolean;
  /** Its copy in each language it is published in, placeholders filled. */
  copy: Partial<Record<Language, LandingCopy>>;
}

export type { LandingCopy } from "./sections";

/** A file: the languages side by side; a language without a path is not published (the editor writes an empty one). */
const fileSchema = z.preprocess(
  (data) =>
    data && typeof data === "object"
      ? Object.fromEntries(
          Object.entries(data).filter(([, value]) => {
            if (!value || typeof value !== "object") return true;
            const { path } = value as { path?: unknown };
            // No path, or an empty one: not published. Anything else the schema checks.
            return path !== undefined && path !== null && !(typeof path === "string" && path.trim() === "");
          }),
        )
      : data,
  z.strictObject(perLanguage(() => landingLanguageSchema.optional())),
);

/** Where each address of the site comes from, to name it when a landing page takes it. */
function takenPaths(): Map<string, string> {
  const taken = new Map<string, string>();
  for (const { page, path } of staticPagePaths())
    taken.set(path, page in products ? `app/config/products.ts (product "${page}")` : `app/routing/route-table.ts (page "${page}")`);
  for (const lang of languages) {
    taken.set(pagePath("blog", lang)!, `app/routing/route-table.ts (the blog)`);
    if (lang !== defaultLanguage) taken.set(`/${lang}`, "app/i18n/languages.ts (a language's prefix)");
  }
  // The build's own folders, the content editor (cms/admin.ts) and the 404 pages' sources.
  for (const reserved of ["assets", "pagefind", "images", "uploads", "admin", "__not-found"])
    taken.set(`/${reserved}`, "scripts/build/site-rules.ts (a folder of the build)");
  return taken;
}

/** The path of a landing page's address in a language: `/siivous-toiminnanohjaus`, `/en/for-founders`. */
export function landingPath(lang: Language, segment: string): string {
  return joinPath(lang, segment);
}

function checkSections(file: string, lang: Language, copy: LandingLanguage): PlacedSection[] {
  const where = (index: number, field = "") => `${file}: ${lang}: field "sections.${index}${field}"`;
  if (copy.sections[0]?.type !== "hero") throw new ContentError(`${file}: ${lang}: field "sections.0": a page starts with its hero`);
  const sections = placeSections(copy.sections);
  const seen = new Set<string>();
  sections.forEach((section, index) => {
    if (index > 0 && section.type === "hero") throw new ContentError(`${where(index)}: a page has one hero, its first section`);
    if (seen.has(section.anchor)) throw new ContentError(`${where(index, ".anchor")}: "${section.anchor}" is another section's anchor`);
    seen.add(section.anchor);
  });
  const published = new Set(publishedSections(sections).map((section) => section.anchor));
  sections.forEach((section, index) => {
    const actions =
      section.type === "hero"
        ? [section.primary, section.secondary]
        : section.type === "cta"
          ? [section.action]
          : section.type === "plans"
            ? [section.quote]
            : [];
    for (const action of actions) {
      if (!action?.to.startsWith("#")) continue;
      if (!seen.has(action.to.slice(1)))
        throw new ContentError(`${where(index)}: a button leads to ${action.to}, which no section of the page is`);
      if (!published.has(action.to.slice(1)))
        throw new ContentError(
          `${where(index)}: a button leads to ${action.to}, which the page leaves out until its figures have a source or its testimonials are real`,
        );
    }
    if (section.type === "hero" && section.screen?.sites && section.screen.product !== "erp")
      throw new ContentError(`${where(index, ".screen.sites")}: only the ERP's screen shows a trade's sites`);
    if (section.type === "hero" && section.screen?.sites && !section.screen.description)
      throw new ContentError(`${where(index, ".screen.description")}: a screen with the trade's sites needs its own description`);
    if (section.type === "features")
      section.items.forEach((item, at) => {
        if (!item.scene && !item.icon) throw new ContentError(`${where(index, `.items.${at}`)}: a feature needs a scene or an icon`);
      });
    if (section.type === "plans") {
      const ids: string[] = section.items.map((plan) => plan.id);
      const expected = Object.keys(planSets[section.set]);
      if (ids.length !== expected.length || expected.some((id) => !ids.includes(id)))
        throw new ContentError(`${where(index, ".items")}: lists each plan of "${section.set}" once: ${expected.join(", ")}`);
    }
  });
  return sections;
}

/** Every landing page of the folder, checked; `directory` is another checkout's folder (tests). */
export function loadLandingPages(directory = resolve(landingFolder)): LandingPage[] {
  if (!existsSync(directory)) return [];
  const taken = takenPaths();
  const names = readdirSync(directory)
    .filter((name) => name.endsWith(".yaml"))
    .sort();
  return names.map((name): LandingPage => {
    const file = `${landingFolder}/${name}`;
    const data = parseContent(file, readFileSync(join(directory, name), "utf8"), fileSchema) as Partial<Record<Language, LandingLanguage>>;
    const published = languages.filter((lang) => data[lang]);
    if (published.length === 0) throw new ContentError(`${file}: no language has a path: the page would be published nowhere`);
    const indexable = data[published[0]!]!.indexable;
    const copy: LandingPage["copy"] = {};
    for (const lang of published) {
      const language = data[lang]!;
      if (language.indexable !== indexable)
        throw new ContentError(
          `${file}: ${lang}: field "indexable": must be the same in every language (${published[0]} says ${indexable})`,
        );
      const path = landingPath(lang, language.path!);
      const owner = taken.get(path);
      if (owner) throw new ContentError(`${file}: ${lang}: the address ${path} is already ${owner}'s`);
      taken.set(path, file);
      const sections = checkSections(file, lang, language);
      // The same page in each language: its sections of the same types, in the same order.
      const first = copy[published[0]!]?.sections.map((section) => section.type).join(", ");
      const types = sections.map((section) => section.type).join(", ");
      if (first !== undefined && first !== types)
        throw new ContentError(
          `${file}: ${lang}: field "sections": must be the same sections as in ${published[0]} (${first}), not ${types}`,
        );
      copy[lang] = typeset(withFacts({ ...language, path, sections }, lang));
    }
    return { id: name.replace(/\.yaml$/, ""), file, indexable, copy };
  });
}

let cache: LandingPage[] | undefined;
/** The landing pages of this checkout, read once per build. */
export function landingPages(): LandingPage[] {
  cache ??= loadLandingPages();
  return cache;
}

/**
 * The first landing page that shows a plan set, with its plans as that page names them: the
 * pricing page shows the cleaning plans from the cleaning page. None when no page shows the set
 * (a marketer may remove the page): the pricing page then leaves the plans out.
 */
export function landingPlans(set: PlanSet, pages = landingPages()) {
  for (const page of pages)
    for (const lang of languages) {
      const section = page.copy[lang]?.sections.find((each) => each.type === "plans" && each.set === set);
      if (section?.type === "plans") return { lang, path: page.copy[lang]!.path, items: section.items };
    }
  return undefined;
}

/** A landing page by its id (its file's name). */
export function landingPage(id: string): LandingPage {
  const page = landingPages().find((each) => each.id === id);
  if (!page) throw new Error(`no landing page "${id}" in ${landingFolder}`);
  return page;
}
