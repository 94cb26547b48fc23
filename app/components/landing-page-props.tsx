/**
 * A landing page's props (components/landing-page.tsx) from its copy: the sections it publishes
 * (`publishedSections`) and, besides them, the hero's product screen, each feature row's scene,
 * each plans section's prices and the note it may show. The build (app/routes/landing.tsx) and the editor's preview (cms/previews.tsx) both make them
 * here, from the strings of the page's language.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { planSets } from "~/config/facts";
import { hasMockup, type ProductId } from "~/config/products";
import { contactDetailsNote } from "~/content/examples";
import { type LandingCopy, publishedSections } from "~/content/landing/sections";
import type { Messages } from "~/content/ui/schema";
import type { MockupCopy } from "~/content/mockups/schema";
import type { Language } from "~/i18n/languages";
import type { LandingPageProps } from "./landing-page";
import { ProductMockup } from "./mockups/product-mockup";
import { drawScene } from "./scenes/draw-scene";

/** What a landing page needs besides its copy, in its language. */
export interface LandingStrings {
  /** The mock-ups' copy. */
  mockups: MockupCopy;
  /** Each product's own description of its screen (a hero with a trade's sites brings its own). */
  descriptions: Partial<Record<ProductId, string | undefined>>;
  /** The notes beside example content (the placeholder contact details). */
  examples: Messages["common"]["examples"];
}

export function landingPageProps(lang: Language, file: LandingCopy, { mockups, descriptions, examples }: LandingStrings): LandingPageProps {
  const copy = { ...file, sections: publishedSections(file.sections) };
  const hero = copy.sections[0]?.type === "hero" ? copy.sections[0] : undefined;
  const wanted = hero?.screen;
  let screen: string | undefined;
  if (wanted && hasMockup(wanted.product)) {
    const description = wanted.description ?? descriptions[wanted.product];
    // A trade's own sites in place of the ERP's projects: an industry page shows its visitors their own work.
    const own = wanted.sites && wanted.product === "erp" ? { ...mockups, erp: { ...mockups.erp, projects: wanted.sites } } : mockups;
    if (description)
      screen = renderToStaticMarkup(<ProductMockup product={wanted.product} copy={own} lang={lang} description={description} />);
  }
  const scenes: LandingPageProps["scenes"] = {};
  const prices: LandingPageProps["prices"] = {};
  for (const section of copy.sections) {
    if (section.type === "features")
      scenes[section.anchor] = section.items.map((item) => item.scene && drawScene(item.scene, lang, mockups));
    if (section.type === "plans")
      prices[section.anchor] = Object.fromEntries(Object.entries(planSets[section.set]).map(([id, plan]) => [id, plan.price]));
  }
  return { lang, copy, screen, scenes, prices, notes: { contact: contactDetailsNote(examples.contactDetails) } };
}
