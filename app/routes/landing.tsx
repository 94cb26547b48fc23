/**
 * Every landing page (app/content/landing/): its route is declared once per page and language
 * (app/routing/page-routes.ts), and its file says what it shows (components/landing-page.tsx).
 */
import { LandingPage } from "~/components/landing-page";
import { landingVisuals } from "~/components/landing-visuals";
import { productIds } from "~/config/products";
import { landingPage } from "~/content/landing/load.server";
import { landingName } from "~/content/landing/sections";
import { mockupCopy, productContent } from "~/content/products.server";
import { landingNotes } from "~/content/examples";
import { messages } from "~/content/messages.server";
import { landingPageContext, pageHead } from "~/routing/page.server";
import type { Route } from "./+types/landing";

export function loader(args: Route.LoaderArgs) {
  const page = landingPageContext(args);
  const { lang } = page;
  const { copy: all, indexable } = landingPage(page.id);
  const copy = all[lang]!;
  const descriptions = Object.fromEntries(productIds.map((id) => [id, productContent[lang][id].mockupDescription]));
  return {
    lang,
    copy,
    ...landingVisuals(copy, lang, mockupCopy[lang], descriptions),
    notes: landingNotes(messages[lang].common.examples),
    head: pageHead(
      page,
      { title: copy.title, description: copy.description, crumb: landingName(copy) },
      indexable ? {} : { unlisted: true },
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function Landing({ loaderData }: Route.ComponentProps) {
  return <LandingPage {...loaderData} />;
}
