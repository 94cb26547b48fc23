import { reactRouter } from "@react-router/dev/vite";
import { browserScriptsPlugin } from "./scripts/build/browser-scripts-plugin.ts";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentEditorPlugin } from "./cms/vite-plugin.ts";
import { siteSettingDefines } from "./scripts/build/site-settings.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), browserScriptsPlugin(), contentEditorPlugin()],
  resolve: { tsconfigPaths: true },
  // Vite's record of what it wrote, so the postbuild removes React Router's browser build by that record
  // (scripts/build/steps/react-router-output.ts), not by guessing from names.
  build: { manifest: true },
  // The site's settings, written in as literals (the dev server restarts when site.json changes).
  define: siteSettingDefines(),
});
