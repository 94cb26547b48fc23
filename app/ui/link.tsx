import type { ComponentProps } from "react";
import { useI18n } from "~/i18n/context";
import { type PageKey, pagePath } from "~/routing/route-table";

type LinkProps = Omit<ComponentProps<"a">, "href"> & { to: string };

/**
 * The site's internal links: plain links, which the browser follows with a full page load
 * (docs/decisions.md, "Scripts"). The speculation rules in every page load the next page on
 * hover or touch, so the click does not wait on the network. ESLint keeps other modules from
 * importing React Router's Link and NavLink, which would need the router in the browser.
 */
export function Link({ to, ...props }: LinkProps) {
  return <a href={to} {...props} />;
}

/**
 * A menu's link to a page of the route table, in the page's language, marked as the current one
 * (`aria-current="page"`) when the page is in its part of the site (`section` of the layout:
 * the blog's link on an article too). It knows where it is from the page's context, never from the URL.
 */
export function NavLink({ page, ...props }: Omit<ComponentProps<"a">, "href"> & { page: PageKey }) {
  const { lang, section } = useI18n();
  return <a href={pagePath(page, lang)} aria-current={section === page ? "page" : undefined} {...props} />;
}
