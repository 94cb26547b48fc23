/**
 * The close button of an article's call-to-action bar on phones: hides the bar for this page
 * view (nothing is stored; the panel after the article still invites) and gives keyboard focus
 * to that panel's first link, so focus does not fall back to the top of the page. The button is
 * hidden until this has run (app.css), so without JavaScript no button does nothing.
 */
export function hideBottomBarOnRequest(): void {
  const bar = document.querySelector<HTMLElement>("[data-bottom-bar]");
  const button = bar?.querySelector<HTMLButtonElement>("[data-hide-bottom-bar]");
  if (!bar || !button) return;
  button.addEventListener("click", () => {
    bar.remove();
    document.querySelector<HTMLElement>(`[aria-labelledby="article-cta"] a`)?.focus();
  });
}
