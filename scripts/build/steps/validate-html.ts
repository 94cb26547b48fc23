/**
 * html-validate over every built page (scripts/build/html-check.ts), in two steps: the first
 * starts it in processes of its own, which read the pages while the build's next steps go on,
 * and the second waits for its report and fails the build on any problem. The second comes
 * before any step that writes into the pages, so what it validated is what ships.
 */
import { pageFiles } from "../built-pages";
import { checkHtml } from "../html-check";
import type { Step } from "../step";

export const startValidatingHtml = {
  name: "start validating the HTML",
  run(context) {
    const pages = pageFiles(context.dir);
    if (pages.length === 0) throw new Error(`no pages in ${context.dir} to validate`);
    context.htmlReport = checkHtml(pages);
    // Reported by "validate the HTML", which waits for it.
    context.htmlReport.catch(() => {});
  },
} satisfies Step;

export const validateHtml = {
  name: "validate the HTML",
  async run({ htmlReport }) {
    if (!htmlReport) throw new Error('html-validate was not started: "start validating the HTML" runs before this step');
    const problems = await htmlReport;
    if (problems.length > 0) throw new Error(problems.join("\n  "));
  },
} satisfies Step;
