/**
 * Every landing page (app/content/landing/): its route is declared once per page and language
 * (app/routing/page-routes.ts), and its file says what it shows (components/landing-page.tsx).
 */
import { LandingPage } from "~/components/landing-page";
import { landingPageProps } from "~/components/landing-page-props";
import { landingPage } from "~/content/landing/load.server";
import { landingName } from "~/content/landing/sections";
import { mockupCopy, mockupDescriptions } from "~/content/products.server";
import { messages } from "~/content/messages.server";
import { landingPageContext, pageHead } from "~/routing/page.server";
import type { Route } from "./+types/landing";

export function loader(args: Route.LoaderArgs) {
  const page = landingPageContext(args);
  const { lang } = page;
  const { copy: all, indexable } = landingPage(page.id);
  const copy = all[lang]!;
  return {
    ...landingPageProps(lang, copy, {
      mockups: mockupCopy[lang],
      descriptions: mockupDescriptions(lang),
      examples: messages[lang].common.examples,
    }),
    head: pageHead(
      page,
      { title: copy.title, description: copy.description, crumb: landingName(copy) },
      indexable ? {} : { unlisted: true },
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function Landing({ loaderData: { head: _head, ...props } }: Route.ComponentProps) {
  return <LandingPage {...props} />;
}
