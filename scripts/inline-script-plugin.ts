/**
 * `import code from "virtual:attribution-script"` gives the root layout the attribution and
 * consent code as one minified classic script, to render inline in every page's <head>: it
 * captures the landing and decorates signup links from the first moment the page can be
 * clicked, and drives the consent notice, without waiting for the app (docs/decisions.md,
 * "Hydration"). The code is app/attribution/inline-entry.ts bundled with the site's SITE_*
 * settings, the way Vite bundles an inline worker. Only the prerender (server) side gets the
 * code: in the browser's bundle the module is an empty string, so the script is not shipped twice.
 */
import { build, type Plugin, type Rolldown } from "vite";
import { siteSettingDefines } from "./site-settings.ts";

const id = "virtual:attribution-script";
const resolvedId = `\0${id}`;
const entry = "app/attribution/inline-entry.ts";

async function bundleInlineScript(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    define: siteSettingDefines(),
    resolve: { tsconfigPaths: true },
    build: { write: false, minify: true, lib: { entry, formats: ["iife"], name: "attribution" } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs[0]?.output.find((item) => item.type === "chunk");
  if (!chunk) throw new Error(`inline-script-plugin: Vite produced no script for ${entry}`);
  // The code goes inside <script>: no "</script" may end it early.
  return chunk.code.trim().replaceAll("</script", "<\\/script");
}

export function attributionScriptPlugin(): Plugin {
  return {
    name: "attribution-script",
    resolveId: (source) => (source === id ? resolvedId : undefined),
    async load(loadedId) {
      if (loadedId !== resolvedId) return;
      const code = this.environment.config.consumer === "server" ? await bundleInlineScript() : "";
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
