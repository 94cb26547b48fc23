import { checkSite } from "../seo-check";
import { parsedPages, type Step } from "../step";

/** Every page's metadata, hreflang, sitemap entry, structured data and internal links (scripts/build/seo-check.ts): any problem fails the build, naming page and problem. */
export const checkSeo = {
  name: "check every page's SEO",
  run(context) {
    const problems = checkSite(context.dir, parsedPages(context));
    if (problems.length > 0) throw new Error(problems.join("\n  "));
  },
} satisfies Step;
