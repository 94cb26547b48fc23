import { checkSiteFile } from "../../../app/content/site.server";
import type { Step } from "../step";

/** The site configuration the pages were built with (app/content/site.json), whose values reach every page: checked against its schema, naming the field. */
export const checkSiteConfiguration = {
  name: "check the site configuration",
  run: () => void checkSiteFile(),
} satisfies Step;
