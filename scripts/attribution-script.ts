/**
 * Attribution as a small inline script in every built page. It captures the landing and
 * decorates signup links from the first moment the page can be clicked, without waiting
 * for the app to download and hydrate (docs/decisions.md, "Stack": never a lost click). It is the
 * same code as the app's (app/attribution/install.ts), bundled by Vite with the same SITE_*
 * settings. The app installs it too, which is a no-op once the inline copy has run.
 */
import { build, type Rolldown } from "vite";

const entry = "app/attribution/inline-entry.ts";

/** Bundles the attribution entry into one minified, self-contained classic script. */
export async function bundleAttributionScript(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    envPrefix: ["VITE_", "SITE_"],
    resolve: { tsconfigPaths: true },
    build: { write: false, minify: true, lib: { entry, formats: ["iife"], name: "attribution" } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs[0]?.output.find((item) => item.type === "chunk");
  if (!chunk) throw new Error(`attribution-script: Vite produced no script for ${entry}`);
  // The script goes inside <script>: make sure no "</script" can end it early.
  return chunk.code.trim().replaceAll("</script", "<\\/script");
}

/** Adds the script at the end of <head>, so it runs before anything on the page can be clicked. */
export function withAttributionScript(html: string, script: string): string {
  if (!html.includes("</head>")) throw new Error("attribution-script: a built page has no </head>");
  return html.replace("</head>", () => `<script>${script}</script></head>`);
}
