/**
 * The built pages against html-validate's recommended and accessibility presets, run by the
 * build after the SEO check. Rules are turned off only where they clash with how React writes
 * HTML, each with its reason; everything else fails the build, naming the page, line and rule.
 */
import { readFileSync } from "node:fs";
import { HtmlValidate, type ConfigData, version as validatorVersion } from "html-validate";
import { maxTitleLength } from "../app/seo/head";
import type { BuiltPage } from "./built-pages";
import { passedBefore } from "./build-cache";

export const htmlRules: ConfigData = {
  extends: ["html-validate:recommended", "html-validate:a11y"],
  rules: {
    // React writes void elements self-closed (<meta />) and attribute names as its props spell them (charSet, hrefLang).
    "void-style": "off",
    "attr-case": "off",
    // React writes boolean and empty attributes as `hidden=""`; both forms mean the same in HTML.
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // The mock-ups draw data-driven bars (a chart's heights, a progress bar's width) with inline styles.
    "no-inline-style": "off",
    // A phone link that holds its price note too keeps both on one line (whitespace-nowrap) instead of non-breaking spaces in the note.
    "tel-non-breaking": ["error", { ignoreClasses: ["whitespace-nowrap"] }],
    // Search results show about this many characters of a title (app/seo/head.ts).
    "long-title": ["error", { maxlength: maxTitleLength }],
  },
};

/** Every problem html-validate finds in the pages, as "file:line:column message (rule)". */
export async function checkHtml(pages: BuiltPage[], rules: ConfigData = htmlRules): Promise<string[]> {
  const validator = new HtmlValidate(rules);
  const problems: string[] = [];
  for (const page of pages) {
    const html = readFileSync(page.file, "utf8");
    // A page already found valid under the same rules and html-validate is not validated again (scripts/build-cache.ts).
    const earlier = passedBefore("html-validate", [validatorVersion, JSON.stringify(rules), html]);
    if (earlier.passed) continue;
    const report = await validator.validateString(html, page.file);
    if (report.valid) earlier.remember();
    for (const result of report.results)
      for (const message of result.messages)
        problems.push(`${page.path}:${message.line}:${message.column} ${message.message} (${message.ruleId})`);
  }
  return problems;
}
