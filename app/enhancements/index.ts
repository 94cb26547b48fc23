/**
 * The site's one script file besides the inline consent and attribution script: what HTML
 * cannot do by itself, added to pages that are complete without it (docs/decisions.md,
 * "Scripts"). Plain DOM code, no React; each behaviour looks for its own markup and does
 * nothing on a page without it. Built as one small module (scripts/build/browser-scripts-plugin.ts)
 * and loaded with `type="module"` by every page, so it runs after the page is parsed.
 */
import { hideBottomBarOnRequest } from "./bottom-bar";
import { dismissLanguageBannerOnRequest } from "./language-banner";
import { rememberLanguageChoice } from "./language-choice";
import { moveHomeFromNotFound } from "./not-found";
import { openProductsMenuOnHover } from "./products-menu";

rememberLanguageChoice();
dismissLanguageBannerOnRequest();
openProductsMenuOnHover();
moveHomeFromNotFound();
hideBottomBarOnRequest();
// For styling hooks and the browser tests: every behaviour is in place.
document.documentElement.dataset.enhanced = "";
