import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadArticles } from "../../../app/content/blog/load.server";
import { messages } from "../../../app/content/messages.server";
import { languages } from "../../../app/i18n/languages";
import { renderedPages } from "../../../app/routing/prerender.server";
import { feedPath } from "../../../app/routing/route-table";
import { buildFeed } from "../../../app/seo/feed";
import { buildRobots, buildSitemaps } from "../../../app/seo/sitemap";
import type { Step } from "../step";

/** Writes each language's RSS feed, the sitemap of every page search engines may index (not a 404 page, not the search page, not an ad-only landing page), and robots.txt. */
export const writeFeedsAndSitemap = {
  name: "write feeds, sitemap and robots.txt",
  run({ dir, prerendered }) {
    if (prerendered.length === 0) throw new Error("no prerendered paths to list in the sitemap");
    const articles = loadArticles();
    for (const lang of languages) {
      const t = messages[lang];
      const feed = buildFeed(
        lang,
        { title: t.blog.feed, description: t.blog.meta.description, categoryNames: t.blog.categories },
        articles[lang],
      );
      // A language without articles yet has a feed too (empty), and no blog folder for it to go in.
      mkdirSync(join(dir, feedPath(lang), ".."), { recursive: true });
      writeFileSync(join(dir, feedPath(lang)), feed);
    }
    // Every page search engines may index, with the alternates its hreflang tags list; each was prerendered.
    const listed = renderedPages().filter((page) => page.listed);
    const missing = listed.filter((page) => !prerendered.includes(page.path));
    if (missing.length > 0) throw new Error(`pages for the sitemap that were not prerendered: ${missing.map((page) => page.path).join(", ")}`);
    for (const [name, xml] of buildSitemaps(listed)) writeFileSync(join(dir, name), xml);
    writeFileSync(join(dir, "robots.txt"), buildRobots());
  },
} satisfies Step;
