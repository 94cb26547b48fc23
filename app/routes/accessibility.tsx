/** The accessibility statement, from app/content/accessibility/{lang}.md. */
import { PageHero, sectionClass } from "~/components/page-hero";
import { site } from "~/config/site";
import { accessibilityStatements } from "~/content/accessibility.server";
import { pageHead, tablePage } from "~/routing/page.server";
import type { Route } from "./+types/accessibility";

export function loader(args: Route.LoaderArgs) {
  const page = tablePage(args);
  const { lang } = page;
  const statement = accessibilityStatements()[lang];
  return {
    statement,
    head: pageHead(page, {
      title: `${statement.title} – ${site.brand}`,
      description: statement.description,
      crumb: statement.title,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function Accessibility({ loaderData: { statement } }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={statement.title} />
      <div className={sectionClass}>
        {/* Rendered from the statement's Markdown at build time. */}
        <div className="prose-article max-w-3xl" dangerouslySetInnerHTML={{ __html: statement.html }} />
      </div>
    </>
  );
}
