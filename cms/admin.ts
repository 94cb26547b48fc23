/**
 * The files of the content editor at /admin (docs/cms.md): its page, its configuration, Decap
 * CMS's prebuilt bundle (cms/vendor/decap-cms) and our additions to it (cms/editor.js: previews, checks in every language). The build writes them into build/client
 * (scripts/build/steps/write-content-editor.ts) and the dev server serves the same files (cms/vite-plugin.ts). Nothing
 * of it is in any page's JavaScript: only /admin loads it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { productIds } from "../app/config/products";
import { site } from "../app/config/site";
import { bundleForBrowser } from "../scripts/build/browser-scripts-plugin";
import { adminPath } from "./admin-path";
import { cmsConfig, localBackendOrigin } from "./config";
import { previewData } from "./preview-data.server";

/** Decap CMS's prebuilt bundle and the chunks it loads beside itself, kept in the repository (cms/update-decap.ts). */
const decapDist = fileURLToPath(new URL("vendor/decap-cms", import.meta.url));

/**
 * The editor's own policy. It needs more than the site's pages: Decap CMS compiles validators
 * with `new Function` ('unsafe-eval'), injects its styles, shows previews in a frame and talks
 * to the local backend on a clone or to GitHub's API online. The site's policy stays strict.
 */
export const adminPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  // The local backend `npm run cms` starts, at the one address the configuration names.
  `connect-src 'self' ${localBackendOrigin} https://api.github.com`,
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");

/** The editor's page; `stylesheet` is the site's CSS, which the previews use. */
function adminPage(stylesheet: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${adminPolicy}">
<meta name="robots" content="noindex, nofollow">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Content editor – ${site.brand}</title>
<link href="${adminPath}/config.yml" type="text/yaml" rel="cms-config-url">
<meta name="site-stylesheet" content="${stylesheet}">
</head>
<body>
<script src="${adminPath}/decap-cms.js"></script>
<script src="${adminPath}/preview-data.js"></script>
<script src="${adminPath}/previews.js"></script>
<script src="${adminPath}/editor.js" data-products="${productIds.join(" ")}"></script>
</body>
</html>
`;
}

/**
 * Every file of the editor, by its path below the site's root (`admin.html` answers `/admin`).
 * `stylesheet` is the address of the site's built CSS.
 */
export async function adminFiles(stylesheet: string): Promise<Map<string, string | Buffer>> {
  const files = new Map<string, string | Buffer>([
    ["admin.html", adminPage(stylesheet)],
    // JSON is YAML: Decap CMS reads it as its config.yml.
    ["admin/config.yml", JSON.stringify(cmsConfig(), null, 1)],
    ["admin/editor.js", readFileSync(fileURLToPath(new URL("editor.js", import.meta.url)))],
    // The previews: the site's page components, and the strings around the copy being edited.
    ["admin/previews.js", await bundleForBrowser(fileURLToPath(new URL("previews.tsx", import.meta.url)), "iife")],
    ["admin/preview-data.js", `window.sitePreviewData = ${JSON.stringify(previewData())};\n`],
  ]);
  for (const name of readdirSync(decapDist).filter((name) => name.endsWith("decap-cms.js")))
    files.set(`admin/${name}`, readFileSync(join(decapDist, name)));
  return files;
}
