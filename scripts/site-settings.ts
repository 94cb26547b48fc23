import siteFile from "../app/content/site.json" with { type: "json" };

/**
 * Vite `define` entries that write each setting of the site configuration into a bundle as a
 * literal: its SITE_* build variable when set, else its value in app/content/site.json. The
 * app reads each as `import.meta.env?.NAME` (app/config/site.ts), so a bundle carries just
 * the values it uses, never the whole file.
 */
export function siteSettingDefines(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(siteFile.settings).map(([name, value]) => [`import.meta.env.${name}`, JSON.stringify(process.env[name] || value)]),
  );
}
