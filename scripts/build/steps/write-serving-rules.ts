import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { filesUnder } from "../files";
import { fileOfPage, headersFile, nginxConf, redirectsFile, siteRules } from "../site-rules";
import { parsedPages, type Step } from "../step";

/** Writes `_redirects`, `_headers` and the nginx include, all from the same rules (scripts/build/site-rules.ts), over every file the build holds by now. */
export const writeServingRules = {
  name: "write serving rules",
  run(context) {
    const { dir, nginxConfFile } = context;
    const pagePaths = parsedPages(context)
      .filter((page) => !page.notFound)
      .map((page) => page.path);
    for (const path of pagePaths) if (!existsSync(join(dir, fileOfPage(path)))) throw new Error(`page ${path} is not at ${fileOfPage(path)}`);
    const files = filesUnder(dir)
      .filter((path) => !/\.(br|gz)$/.test(path))
      .map((path) => relative(dir, path));
    const rules = siteRules(pagePaths, files);
    writeFileSync(join(dir, "_redirects"), redirectsFile(rules));
    writeFileSync(join(dir, "_headers"), headersFile(rules));
    mkdirSync(join(nginxConfFile, ".."), { recursive: true });
    writeFileSync(nginxConfFile, nginxConf(rules));
  },
} satisfies Step;
