/**
 * `npm run bench:blog -- 200`: how the build grows with the blog. Copies the working tree to a
 * temporary folder (node_modules linked, not copied), adds N synthetic copies of every article
 * per language (each with its own id, slug, title and an earlier date), builds there, and prints
 * the pages built, the seconds per build step, the cost of each extra page, the output's size and
 * the blog list's gzip weight. A benchmark, not a test: run it on an idle machine, and compare
 * two variants in one interleaved run (farm-bench), never across runs.
 *
 * Every fifth copy exists in Finnish only and every seventh Finnish one is a draft, so the build's
 * own checks cover articles in some languages and drafts at this size too.
 *
 * Options: a number of copies per article (default 50: four articles become 204 per language);
 * `--keep` leaves the temporary folder for a look.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { languages } from "../../app/i18n/languages";
import { workingCopy } from "../working-copy";
import { articleCopy } from "./article-copy";

const copies = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 50);
const keep = process.argv.includes("--keep");

function folderSize(dir: string): number {
  return readdirSync(dir).reduce((sum, name) => {
    const path = join(dir, name);
    const stat = statSync(path);
    return sum + (stat.isDirectory() ? folderSize(path) : stat.size);
  }, 0);
}

/** Builds in `dir`; returns wall seconds, the postbuild's seconds per step and the build's numbers. */
function build(dir: string) {
  const started = performance.now();
  const log = execFileSync("npm", ["run", "build"], { cwd: dir, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  const seconds = (performance.now() - started) / 1000;
  const steps = [...log.matchAll(/^ +(\d+\.\d+) {2}(.+)$/gm)].map((match) => ({ name: match[2]!, seconds: Number(match[1]) }));
  const client = join(dir, "build/client");
  const pages = execFileSync("find", [client, "-name", "*.html", "-not", "-path", "*/admin*"], { encoding: "utf8" })
    .trim()
    .split("\n").length;
  const blogList = gzipSync(readFileSync(join(client, "blog.html"))).length;
  return { seconds, steps, pages, size: folderSize(client), blogList };
}

/** A working copy with `articlesPerFile` synthetic copies of every article. */
function blogCopy(articlesPerFile: number): string {
  const dir = workingCopy("blog-bench-");
  for (const lang of languages) {
    const folder = join(dir, "app/content/blog", lang);
    for (const file of readdirSync(folder).filter((name) => name.endsWith(".md"))) {
      const raw = readFileSync(join(folder, file), "utf8");
      for (let n = 1; n <= articlesPerFile; n++) {
        // Every fifth copy is written in Finnish only, and every seventh is a Finnish draft: the
        // build's own checks (hreflang against the sitemap, no draft built) then cover both.
        if (n % 5 === 0 && lang !== "fi") continue;
        const copy = articleCopy(raw, n);
        const draft = n % 7 === 0 && lang === "fi";
        writeFileSync(join(folder, file.replace(/\.md$/, `-${n}.md`)), draft ? copy.replace(/^---$/m, "---\ndraft: true") : copy);
      }
    }
  }
  return dir;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

// A cache of its own (scripts/build/build-cache.ts): the small build draws and checks the original
// articles' pages, the large one every extra page for the first time (a cold build of them),
// and the large one again finds them all in the cache (a rebuild).
process.env.BUILD_CACHE = mkdtempSync(join(tmpdir(), "blog-bench-cache-"));
const runs: { label: string; result: ReturnType<typeof build> }[] = [];
for (const [articlesPerFile, again] of [
  [0, false],
  [copies, true],
] as const) {
  const dir = blogCopy(articlesPerFile);
  try {
    const count = (lang: string) => readdirSync(join(dir, "app/content/blog", lang)).filter((name) => name.endsWith(".md")).length;
    const label = `${count("fi")} fi, ${count("en")} en`;
    console.log(`Building with ${label} articles (sv and es as en) in ${dir}…`);
    runs.push({ label, result: build(dir) });
    if (again) runs.push({ label: "again, cached", result: build(dir) });
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
}
rmSync(process.env.BUILD_CACHE, { recursive: true, force: true });

const results = runs.map((run) => run.result);
console.log(`\n${"".padEnd(48)}${runs.map((run) => run.label.padStart(18)).join("")}`);
const row = (label: string, values: string[]) => console.log(`${label.padEnd(48)}${values.map((value) => value.padStart(18)).join("")}`);
row(
  "HTML pages built",
  results.map((result) => String(result.pages)),
);
row(
  "npm run build, seconds",
  results.map((result) => result.seconds.toFixed(1)),
);
const prerender = (result: (typeof results)[number]) => result.seconds - result.steps.reduce((sum, step) => sum + step.seconds, 0);
row(
  "  React Router build (share images beside it)",
  results.map((result) => prerender(result).toFixed(1)),
);
for (const step of results[0]!.steps) {
  row(
    `  ${step.name}`,
    results.map((result) => result.steps.find((each) => each.name === step.name)?.seconds.toFixed(2) ?? "-"),
  );
}
row(
  "/blog, gzip HTML",
  results.map((result) => kb(result.blogList)),
);
row(
  "build/client",
  results.map((result) => mb(result.size)),
);
const [small, large, rebuilt] = results as [(typeof results)[number], (typeof results)[number], (typeof results)[number]];
const extraPages = large.pages - small.pages;
const perPage = (result: typeof large) => `${(((result.seconds - small.seconds) / extraPages) * 1000).toFixed(0)} ms`;
console.log(
  `\nEach extra page (${extraPages} pages): ${perPage(large)} drawn and checked for the first time, ${perPage(rebuilt)} from the cache`,
);
