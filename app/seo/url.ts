import { siteUrl } from "../config/site";
import { encodePath } from "../routing/localize";

/** Absolute, percent-encoded URL of a site path on SITE_URL, as every head tag, feed and sitemap writes it. */
export function absoluteUrl(path: string): string {
  return `${siteUrl}${path === "/" ? "/" : encodePath(path)}`;
}
