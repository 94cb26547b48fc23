/**
 * Every landing page (app/content/landing/): its route is declared once per page and language
 * (app/routing/page-routes.ts), and its file says what it shows (components/landing-page.tsx).
 */
import { LandingPage } from "~/components/landing-page";
import { erpScreenForTradeHtml, productScreenHtml, sceneHtml } from "~/components/mockups/screen.server";
import { hasMockup } from "~/config/products";
import { landingPage } from "~/content/landing/load.server";
import { planSets } from "~/content/landing/schema";
import { exampleNotes } from "~/content/examples";
import { messages } from "~/content/messages.server";
import { landingPageContext, pageHead } from "~/routing/page.server";
import type { Route } from "./+types/landing";

export function loader(args: Route.LoaderArgs) {
  const page = landingPageContext(args);
  const { lang } = page;
  const { copy: all, indexable } = landingPage(page.id);
  const copy = all[lang]!;
  const hero = copy.sections[0]!.type === "hero" ? copy.sections[0] : undefined;
  const screen = hero?.screen;
  const t = messages[lang].common.examples;
  return {
    lang,
    copy,
    // A trade's own sites on the ERP's week, or the product's screen as its page shows it.
    screen: screen?.sites
      ? erpScreenForTradeHtml(lang, { description: screen.description!, sites: screen.sites })
      : screen && hasMockup(screen.product)
        ? productScreenHtml(screen.product, lang)
        : undefined,
    scenes: Object.fromEntries(
      copy.sections.flatMap((section) =>
        section.type === "features" ? [[section.anchor, section.items.map((item) => item.scene && sceneHtml(item.scene, lang))]] : [],
      ),
    ),
    prices: Object.fromEntries(
      copy.sections.flatMap((section) =>
        section.type === "plans"
          ? [[section.anchor, Object.fromEntries(Object.entries(planSets[section.set]).map(([id, plan]) => [id, plan.price]))]]
          : [],
      ),
    ),
    notes: { unconfirmed: t.unconfirmed, testimonials: t.testimonials, contact: exampleNotes(t).contactDetails },
    head: pageHead(
      page,
      { title: copy.title, description: copy.description, crumb: copy.crumb ?? hero?.eyebrow ?? copy.title },
      indexable ? {} : { unlisted: true },
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function Landing({ loaderData }: Route.ComponentProps) {
  return <LandingPage {...loaderData} />;
}
