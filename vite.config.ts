import { reactRouter } from "@react-router/dev/vite";
import { browserScriptsPlugin } from "./scripts/build/browser-scripts-plugin.ts";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentEditorPlugin } from "./cms/vite-plugin.ts";
import { siteSettingDefines } from "./scripts/build/site-settings.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), browserScriptsPlugin(), contentEditorPlugin()],
  resolve: { tsconfigPaths: true },
  // The site's settings, written in as literals (the dev server restarts when site.json changes).
  define: siteSettingDefines(),
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
