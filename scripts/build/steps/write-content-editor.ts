import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { adminFiles } from "../../../cms/admin";
import { parsedPages, type Step } from "../step";

/**
 * Writes the content editor at /admin (cms/admin.ts), whose previews use the site's stylesheet, the
 * one the home page links. Not a page: it has no SEO check, share image or site policy, and the
 * serving rules cover it.
 */
export const writeContentEditor = {
  name: "write the content editor",
  async run(context) {
    const home = parsedPages(context).find((page) => page.path === "/");
    const stylesheet = home?.parsed.stylesheets.find((href) => /^\/assets\/[^/]+\.css$/.test(href));
    if (!stylesheet) throw new Error("the home page links no stylesheet under /assets/ for the editor's previews");
    for (const [file, content] of await adminFiles(stylesheet)) {
      mkdirSync(join(context.dir, file, ".."), { recursive: true });
      writeFileSync(join(context.dir, file), content);
    }
  },
} satisfies Step;
