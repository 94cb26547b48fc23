/**
 * Click handler for in-page links (`href="#id"`): scrolls smoothly, or instantly when
 * the visitor prefers reduced motion, and moves focus to the target for keyboard users.
 */
export function scrollToSection(event: React.MouseEvent<HTMLAnchorElement>) {
  const id = event.currentTarget.hash.slice(1);
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  event.preventDefault();
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  history.replaceState(history.state, "", `#${id}`);
}
