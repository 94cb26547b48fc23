import { reactRouter } from "@react-router/dev/vite";
import { attributionScriptPlugin } from "./scripts/inline-script-plugin.ts";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentEditorPlugin } from "./cms/vite-plugin.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), attributionScriptPlugin(), contentEditorPlugin()],
  resolve: { tsconfigPaths: true },
  // SITE_* variables configure the site at build time (see app/config/site.ts).
  envPrefix: ["VITE_", "SITE_"],
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
              test: /[\\/]app[\\/](config|i18n|routing|ui|attribution)[\\/]|[\\/]app[\\/]components[\\/](layout[\\/]|external-link|page-hero|product-grid|mockups[\\/]product-screen)/,
            },
          ],
        },
      },
    },
  },
});
