import { resolveSettings } from "../../app/config/site.ts";

/**
 * Vite `define` that writes the site's settings into a bundle as one literal object: each
 * SITE_* build variable when set, else its value in app/content/site.json. app/config/site.ts
 * reads it as `__SITE_SETTINGS__`, so the browser never needs the file or `process.env`.
 */
export function siteSettingDefines(): Record<string, string> {
  return { __SITE_SETTINGS__: JSON.stringify(resolveSettings(process.env)) };
}
