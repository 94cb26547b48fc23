/**
 * The README's recipe "Add a language", followed as written in one copy of the checkout with
 * German, whose copy is English's: its place in `languages` and the tables below it (step 1), its
 * copy under a new key in every copy file, its accessibility statement, terms and brand forms
 * (step 2), and a segment in every table the type check names (step 3: each gets the English
 * entry), with no articles (step 4). Then the route types, the type check and the unit tests pass
 * in the copy. The build is not run: it refuses titles copied from another language (step 2 says
 * so), which a translator's real copy replaces.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { workingCopy } from "../../scripts/working-copy";
import { expect, test } from "./fixtures";

const lang = "de";
/** The language whose copy and table entries the new one starts from. */
const from = "en";

/** The checkout's copy, removed after the test (about 18 MB each run). */
let dir: string | undefined;
test.afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("a language added as the README says passes the route types, the type check and the unit tests", () => {
  // A type check run up to three times and the unit tests, on a machine that may be busy with the
  // rest of the suite: a timeout that catches a hang.
  test.setTimeout(600_000);
  const copy = (dir = workingCopy("language-recipe-"));
  const run = (command: string, args: string[]) => {
    const { FORCE_COLOR, ...inherited } = process.env;
    return spawnSync(command, args, { cwd: copy, env: { ...inherited, NO_COLOR: "1" }, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  };
  const expectPasses = (command: string, args: string[]) => {
    const result = run(command, args);
    expect(result.status, `\`${[command, ...args].join(" ")}\` in the copy:\n${`${result.stdout}${result.stderr}`.slice(-30_000)}`).toBe(0);
  };
  const edit = (file: string, change: (text: string) => string) => {
    const path = join(copy, file);
    const before = readFileSync(path, "utf8");
    const after = change(before);
    expect(after, `${file} changed`).not.toBe(before);
    writeFileSync(path, after);
  };

  // 1. In `languages` and the tables below it: locale, Open Graph locale, name, quotation marks.
  edit("app/i18n/languages.ts", (text) =>
    text
      .replace('"es"] as const;', `"es", "${lang}"] as const;`)
      .replace('  es: "es-ES",\n};', `  es: "es-ES",\n  ${lang}: "de-DE",\n};`)
      .replace('  es: "es_ES",\n};', `  es: "es_ES",\n  ${lang}: "de_DE",\n};`)
      .replace('  es: "Español",\n};', `  es: "Español",\n  ${lang}: "Deutsch",\n};`)
      .replace('  es: ["«", "»"],\n};', `  es: ["«", "»"],\n  ${lang}: ["„", "“"],\n};`),
  );

  // 2. Its copy under a new key in every interface and product file, the glossary and the brand's
  // forms (each the English block), and its accessibility statement.
  const copyFiles = [
    ...readdirSync(join(copy, "app/content/ui"))
      .filter((name) => name.endsWith(".yaml"))
      .map((name) => `app/content/ui/${name}`),
    ...readdirSync(join(copy, "app/content/products")).map((name) => `app/content/products/${name}`),
    "app/content/glossary.yaml",
    "app/content/brand.yaml",
  ];
  for (const file of copyFiles) edit(file, (text) => `${text.trimEnd()}\n${languageBlock(text, file)}\n`);
  copyFileSync(join(copy, `app/content/accessibility/${from}.md`), join(copy, `app/content/accessibility/${lang}.md`));

  // 3. A segment wherever a page has one per language: the route types first, then every table
  // `tsc` names as lacking the language.
  expectPasses("npx", ["react-router", "typegen"]);
  const { filled, lastCheck } = fillTablesNamedByTsc(copy, run);
  expect(filled.map(({ file }) => file)).toEqual(expect.arrayContaining(["app/routing/route-table.ts", "app/config/products.ts"]));

  // 4. No articles: a language may start with none. What `npm run check` runs besides the build: the
  // type check (the last round of step 3 ran it on the finished copy, if it had nothing left to fill) and the unit tests.
  if (lastCheck) expect(lastCheck.status, `\`npx tsc\` in the copy:\n${lastCheck.output.slice(-30_000)}`).toBe(0);
  else expectPasses("npx", ["tsc"]);
  expectPasses("npx", ["vitest", "run"]);
});

/** The block of `from` in a copy file, under the new language's key (a one-line block such as `en: {}` too). */
function languageBlock(text: string, file: string): string {
  const lines = text.split("\n");
  const start = lines.findIndex((line) => line.startsWith(`${from}:`));
  expect(start, `${file} has a block for ${from}`).toBeGreaterThanOrEqual(0);
  let end = start + 1;
  while (end < lines.length && !/^[a-z]{2}:/.test(lines[end]!)) end++;
  return [lines[start]!.replace(`${from}:`, `${lang}:`), ...lines.slice(start + 1, end)].join("\n").trimEnd();
}

/**
 * Gives every table `tsc` names as lacking the language (TS2741, "Property 'de' is missing") the
 * entry of `from`, until it names none; returns where it added one.
 */
/**
 * Fills, from `from`'s entry, every table `tsc` names as lacking the language, until it names none
 * (at most three rounds). Returns what it filled and the last type check, which found nothing to
 * fill: when it passed, the recipe's own type check need not run again.
 */
function fillTablesNamedByTsc(
  dir: string,
  run: (command: string, args: string[]) => { status: number | null; stdout: string; stderr: string },
): { filled: { file: string; line: number }[]; lastCheck?: { status: number | null; output: string } } {
  const filled: { file: string; line: number }[] = [];
  for (let round = 0; round < 3; round++) {
    const check = run("npx", ["tsc", "--noEmit"]);
    const places = [...check.stdout.matchAll(/^(.+?)\((\d+),(\d+)\): error TS2741: Property '(\w+)' is missing/gm)]
      .filter((match) => match[4] === lang)
      .map((match) => ({ file: match[1]!, line: Number(match[2]), column: Number(match[3]) }));
    if (places.length === 0) return { filled, lastCheck: { status: check.status, output: `${check.stdout}${check.stderr}` } };
    for (const [file, inFile] of Map.groupBy(places, (place) => place.file)) {
      const path = join(dir, file);
      let text = readFileSync(path, "utf8");
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
      const inserts = inFile.flatMap((place) => {
        const table = tableAt(source, source.getPositionOfLineAndCharacter(place.line - 1, place.column - 1));
        const entry = table?.properties.find((property) => property.name?.getText(source) === from);
        if (!entry || table!.properties.some((property) => property.name?.getText(source) === lang)) return [];
        const value = ts.isShorthandPropertyAssignment(entry) ? from : (entry as ts.PropertyAssignment).initializer.getText(source);
        filled.push({ file, line: place.line });
        return [{ at: entry.getEnd(), text: `, ${lang}: ${value}` }];
      });
      for (const insert of inserts.sort((a, b) => b.at - a.at)) text = text.slice(0, insert.at) + insert.text + text.slice(insert.at);
      writeFileSync(path, text);
    }
  }
  return { filled };
}

/** The object literal tsc points at: itself, or the value of the property or variable whose name it points at. */
function tableAt(source: ts.SourceFile, position: number): ts.ObjectLiteralExpression | undefined {
  let deepest: ts.Node | undefined;
  const visit = (node: ts.Node) => {
    if (node.getStart(source) > position || position >= node.getEnd()) return;
    deepest = node;
    ts.forEachChild(node, visit);
  };
  visit(source);
  const unwrap = (expression: ts.Expression): ts.Expression =>
    ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression) || ts.isParenthesizedExpression(expression)
      ? unwrap(expression.expression)
      : expression;
  for (let node = deepest; node; node = node.parent) {
    if (ts.isObjectLiteralExpression(node)) return node;
    if ((ts.isPropertyAssignment(node) || ts.isVariableDeclaration(node)) && node.initializer) {
      const value = unwrap(node.initializer);
      if (ts.isObjectLiteralExpression(value)) return value;
    }
  }
  return undefined;
}
