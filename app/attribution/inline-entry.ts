/**
 * Entry of the inline script in every page's <head> (scripts/build/browser-scripts-plugin.ts): the
 * consent notice and attribution, both working before and without any other script, and the
 * decision to suggest the page in the visitor's language, made before the first paint.
 *
 * A page the browser prerenders ahead of a click (the speculation rules in
 * app/routing/page-handle.ts) waits until the visitor really opens it: read earlier, the
 * consent decision could be stale (the visitor may decide on the page they are still on), and
 * the page would count as visited before it was.
 */
import { installConsent } from "~/consent/install";
import { markSuggestedLanguage } from "~/i18n/suggest-language";
import { installAttribution } from "./install";

markSuggestedLanguage();

function install() {
  installAttribution();
  installConsent();
}

if ((document as Document & { prerendering?: boolean }).prerendering)
  document.addEventListener("prerenderingchange", install, { once: true });
else install();
