/**
 * The scripts the pages run, built at prerender time from plain TypeScript (no React):
 *
 * - `import code from "virtual:attribution-script"`: attribution and the consent notice, one
 *   minified classic script that the root layout renders inline in every page's <head>, so it
 *   captures the landing and decorates signup links from the first moment the page can be
 *   clicked (app/attribution/inline-entry.ts).
 * - `import src from "virtual:enhancements-module"`: the address of the page enhancements
 *   (app/enhancements/index.ts), one small ES module with a content hash in its name, which the
 *   root layout loads with `<script type="module">` (docs/decisions.md, "Scripts").
 * - `import src from "virtual:search-module"`: the same for the search page's own script
 *   (app/search/page.ts), which only that page loads.
 *
 * They are bundled with the site's SITE_* settings, the way Vite bundles an inline worker. Only
 * the prerender (server) side imports them; React Router's browser bundle, which no page loads,
 * gets empty strings. The module files are part of the client build, which writes build/client:
 * it emits them into its assets, bundled once for both sides whichever of the two builds first.
 * The dev server answers them from memory.
 */
import { createHash } from "node:crypto";
import { build, type Plugin, type Rolldown } from "vite";
import { siteSettingDefines } from "./site-settings.ts";

const scripts = {
  "virtual:attribution-script": { entry: "app/attribution/inline-entry.ts", format: "iife", file: "" },
  "virtual:enhancements-module": { entry: "app/enhancements/index.ts", format: "es", file: "enhance" },
  "virtual:search-module": { entry: "app/search/page.ts", format: "es", file: "search-page" },
} as const;
/** A script's virtual module id. */
export type ScriptId = keyof typeof scripts;
const isScriptId = (id: string): id is ScriptId => id in scripts;

async function bundle(id: ScriptId): Promise<string> {
  const { entry, format } = scripts[id];
  // The inline code goes inside <script>: no "</script" may end it early.
  return (await bundleForBrowser(entry, format)).replaceAll("</script", "<\\/script");
}

/**
 * One minified script for the browser from a TypeScript entry and everything it imports, with
 * the site's settings written in: the pages' own scripts, and the editor's previews (cms/admin.ts).
 */
export async function bundleForBrowser(entry: string, format: "iife" | "es"): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    // React reads NODE_ENV; a library build leaves `process.env` alone unless told.
    define: { ...siteSettingDefines(), "process.env.NODE_ENV": JSON.stringify("production") },
    resolve: { tsconfigPaths: true },
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: [format], name: "site" },
      rollupOptions: {
        // React Router marks its module "use client", which means nothing in a script that never hydrates.
        onwarn: (warning, warn) => void (warning.code === "MODULE_LEVEL_DIRECTIVE" || warn(warning)),
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs[0]?.output.find((item) => item.type === "chunk");
  if (!chunk) throw new Error(`Vite produced no script for ${entry}`);
  return chunk.code.trim();
}

/** The scripts that are module files of their own (the attribution script is inline). */
const moduleIds = (Object.keys(scripts) as ScriptId[]).filter((id) => scripts[id].file);

/** The address of a module file, named by its content so that a browser may keep it for good. */
const modulePath = (id: ScriptId, code: string) => `/assets/${scripts[id].file}-${createHash("sha256").update(code).digest("base64url").slice(0, 8)}.js`;

/** `bundler` makes each script's code; tests give it a stand-in. */
export function browserScriptsPlugin(bundler: (id: ScriptId) => Promise<string> = bundle): Plugin {
  /** Each script's code in a build, made once for the client and server sides, whichever asks first. */
  const built = new Map<ScriptId, Promise<string>>();
  const codeOf = (id: ScriptId, command: "build" | "serve") => {
    // The dev server bundles again each time it loads a script, so an edit shows.
    if (command === "serve") return bundler(id);
    if (!built.has(id)) built.set(id, bundler(id));
    return built.get(id)!;
  };
  /** The module files of the dev session, by their URL path. */
  const devModules = new Map<string, string>();
  return {
    name: "browser-scripts",
    resolveId: (source) => (isScriptId(source) ? `\0${source}` : undefined),
    async load(loadedId) {
      const id = loadedId.slice(1);
      if (!loadedId.startsWith("\0") || !isScriptId(id)) return;
      const { consumer, command } = this.environment.config;
      if (consumer !== "server") return `export default "";`;
      const code = await codeOf(id, command);
      if (id === "virtual:attribution-script") return `export default ${JSON.stringify(code)};`;
      const path = modulePath(id, code);
      if (command === "serve") devModules.set(path, code);
      return `export default ${JSON.stringify(path)};`;
    },
    async generateBundle() {
      if (this.environment.config.consumer !== "client") return;
      for (const id of moduleIds) {
        const code = await codeOf(id, "build");
        this.emitFile({ type: "asset", fileName: modulePath(id, code).slice(1), source: `${code}\n` });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const code = devModules.get(request.url?.split("?")[0] ?? "");
        if (code === undefined) return next();
        response.setHeader("Content-Type", "text/javascript");
        response.end(code);
      });
    },
  };
}
