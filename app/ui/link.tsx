import type { ComponentProps } from "react";
import { useLocation } from "react-router";

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

/** A link that marks itself as the current page (`aria-current="page"`); `end`: only at that exact path, not below it. */
export function NavLink({ to, end = false, ...props }: LinkProps & { end?: boolean }) {
  const here = decodedPath(useLocation().pathname);
  const current = here === to || (!end && here.startsWith(`${to}/`));
  return <a href={to} aria-current={current ? "page" : undefined} {...props} />;
}

/** The path as the route table writes it (`/ota-yhteyttä`), whether the location holds it encoded or not. */
function decodedPath(pathname: string): string {
  // A language's home may be rendered at "/en/" as well as "/en": one current page either way.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
