/**
 * Draws the blog's share images into the build cache (scripts/build/build-cache.ts) while React Router
 * prerenders: the prerender runs on one core, and on a two-core machine the other one would
 * otherwise wait. The postbuild's "draw share images" step then finds each article's image in
 * the cache, keyed by its title as before, and draws only what this did not (a title that the
 * page renders differently, the site's other pages). Without a build cache it does nothing.
 * `npm run build` runs it beside `react-router build`.
 */
import { loadArticles } from "../../app/content/blog/load.server";
import { siteUrl } from "../../app/config/site";
import { cacheEnabled } from "./build-cache";
import { drawShareImages } from "./og-image";

if (cacheEnabled) {
  const titles = Object.values(loadArticles()).flatMap((articles) => articles.map((article) => article.title));
  await drawShareImages(titles, new URL(siteUrl).host);
}
