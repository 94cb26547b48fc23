import type { ComponentProps } from "react";
import { Link as RouterLink, NavLink as RouterNavLink } from "react-router";

/**
 * The site's internal links: React Router's, fetching the next page's code and data as
 * soon as the visitor shows intent (hover, focus, touch), so a client-side move does not
 * wait on the network after the click. ESLint keeps other modules from importing the
 * router's own Link and NavLink.
 */
export function Link(props: ComponentProps<typeof RouterLink>) {
  return <RouterLink prefetch="intent" {...props} />;
}

export function NavLink(props: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink prefetch="intent" {...props} />;
}
