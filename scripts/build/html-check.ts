/**
 * The built pages against html-validate's recommended and accessibility presets, run by the
 * build after the SEO check. Rules are turned off only where they clash with how React writes
 * HTML, each with its reason; everything else fails the build, naming the page, line and rule.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { type ConfigData, version as validatorVersion } from "html-validate";
import { maxTitleLength } from "../../app/seo/head";
import type { BuiltPage } from "./built-pages";
import { passedBefore } from "./build-cache";

const execFileAsync = promisify(execFile);

const htmlRules: ConfigData = {
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

/** A page to validate: its site path, for the report, and its file. */
export type HtmlPage = Pick<BuiltPage, "path" | "file">;

const cli = fileURLToPath(new URL("../../node_modules/html-validate/bin/html-validate.mjs", import.meta.url));

/**
 * Every problem html-validate finds in the pages, as "path:line:column message (rule)". It runs
 * in a process of its own, so the build's other steps go on meanwhile on the other core; a page
 * found valid before under the same rules and html-validate is not validated again
 * (scripts/build/build-cache.ts).
 */
export async function checkHtml(pages: HtmlPage[], rules: ConfigData = htmlRules): Promise<string[]> {
  const ruleText = JSON.stringify(rules);
  const pending = pages.flatMap((page) => {
    const earlier = passedBefore("html-validate", [validatorVersion, ruleText, readFileSync(page.file, "utf8")]);
    return earlier.passed ? [] : [{ ...page, remember: earlier.remember }];
  });
  if (pending.length === 0) return [];
  const folder = mkdtempSync(join(tmpdir(), "html-check-"));
  const config = join(folder, "htmlvalidate.json");
  writeFileSync(config, ruleText);
  // One process per core, each with its share of the pages: while the build's own steps wait
  // for the report, no core stands idle.
  const processes = Math.min(availableParallelism(), pending.length);
  const shares = Array.from({ length: processes }, (_, index) => pending.filter((_, page) => page % processes === index));
  const results = await Promise.all(shares.map((share, index) => validate(share, config, join(folder, `report-${index}.json`))))
    .then((reports) => reports.flat())
    .finally(() => rmSync(folder, { recursive: true, force: true }));
  const byFile = new Map(results.map((result) => [resolve(result.filePath), result.messages]));
  return pending.flatMap((page) => {
    const messages = byFile.get(resolve(page.file)) ?? [];
    if (messages.length === 0) page.remember();
    return messages.map((message) => `${page.path}:${message.line}:${message.column} ${message.message} (${message.ruleId})`);
  });
}

type Report = { filePath: string; messages: { line: number; column: number; message: string; ruleId: string }[] }[];

/** html-validate's report on these pages, from a process of its own. */
async function validate(pages: HtmlPage[], config: string, report: string): Promise<Report> {
  // The report goes to a file: piped, a long report is cut off when html-validate exits.
  const args = [cli, "--formatter", `json=${report}`, "--config", config, ...pages.map((page) => page.file)];
  // html-validate exits with 1 when it finds a problem, and writes its report either way.
  await execFileAsync(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: Error & { code?: number; stderr?: string }) => {
      if (error.code !== 1) throw new Error(`html-validate failed: ${error.stderr || error.message}`);
    },
  );
  const raw = readFileSync(report, "utf8");
  return raw.trim() ? (JSON.parse(raw) as Report) : [];
}
