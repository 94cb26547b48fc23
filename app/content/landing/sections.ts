/**
 * What a landing page's sections are once placed on the page, for the build (./load.server.ts)
 * and the editor's preview alike: each with its anchor, its own or its type's, numbered when a
 * type repeats ("features-2"). Reads no files, so the editor's previews run it in the browser.
 */
import { unconfirmed } from "../to-confirm";
import type { LandingLanguage, LandingSection } from "./schema";

/** A section with the anchor the page gives it. */
export type PlacedSection = LandingSection & { anchor: string };

/** A landing page in one language as it is drawn: its address and its sections placed. */
export type LandingCopy = Omit<LandingLanguage, "path" | "sections"> & { path: string; sections: PlacedSection[] };

/** The sections with their anchors. Two sections may end up with one anchor only when one names it: the build refuses that. */
export function placeSections(sections: readonly LandingSection[]): PlacedSection[] {
  const seen = new Set<string>();
  return sections.map((section) => {
    let anchor = section.anchor ?? section.type;
    for (let n = 2; !section.anchor && seen.has(anchor); n++) anchor = `${section.type}-${n}`;
    seen.add(anchor);
    return { ...section, anchor };
  });
}

/**
 * The sections a page publishes (docs/decisions.md, "Nothing fictional or unconfirmed is
 * published"): example testimonials and figures still "to confirm" stay in the file, listed by
 * `npm run check:launch`, and appear once they are real; a proof section with no confirmed figure
 * is left out whole.
 */
export function publishedSections(sections: readonly PlacedSection[]): PlacedSection[] {
  return sections.flatMap((section): PlacedSection[] => {
    if (section.type === "testimonials") return section.example ? [] : [section];
    if (section.type !== "proof") return [section];
    const items = section.items.filter((item) => item.source !== unconfirmed);
    return items.length > 0 ? [{ ...section, items }] : [];
  });
}

/** A landing page's name where the site names it (its breadcrumb, its part of the site in search results): its crumb, its hero's eyebrow, or its title. */
export function landingName(copy: LandingCopy): string {
  const hero = copy.sections[0];
  return copy.crumb ?? (hero?.type === "hero" ? hero.eyebrow : undefined) ?? copy.title;
}
