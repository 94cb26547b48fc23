import { reactRouter } from "@react-router/dev/vite";
import { attributionScriptPlugin } from "./scripts/inline-script-plugin.ts";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import siteFile from "./app/content/site.json" with { type: "json" };
import { contentEditorPlugin } from "./cms/vite-plugin.ts";

// Each setting of the site configuration, or the SITE_* build variable that overrides it, written
// into the app as a literal, so the browser's bundle carries just the values it reads
// (app/config/site.ts). Imported, not read, so that the dev server restarts when the file changes.
const settings = Object.fromEntries(
  Object.entries(siteFile.settings).map(([name, value]) => [`import.meta.env.${name}`, JSON.stringify(process.env[name] || value)]),
);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), attributionScriptPlugin(), contentEditorPlugin()],
  resolve: { tsconfigPaths: true },
  define: settings,
  build: {
    rolldownOptions: {
      output: {
        // Fewer, larger chunks on every page: each request costs a round trip on a slow phone
        // connection. Per-page code stays apart.
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            {
              name: "shared",
              test: /[\\/]app[\\/](config|i18n|routing|ui|attribution)[\\/]|[\\/]app[\\/]components[\\/](layout[\\/]|external-link|page-hero|product-grid|cta-panel|mockups[\\/]product-screen)/,
            },
          ],
        },
      },
    },
  },
});
