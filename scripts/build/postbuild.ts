/**
 * Finishes the prerendered build in build/client so it deploys as-is to our server or any static
 * host: the steps below, in order, each a module of scripts/build/steps/ with its test beside it
 * (the interface in scripts/build/step.ts). Each runs after the ones whose output it reads, checks
 * its input, and stops the build with its name when the input is not what it expects.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { prerenderPaths } from "../../app/routing/prerender.server";
import { pruneCache } from "./build-cache";
import type { BuildContext, Step } from "./step";
import { checkSeo } from "./steps/check-seo";
import { checkSiteConfiguration } from "./steps/check-site-configuration";
import { writeShareImages } from "./steps/draw-share-images";
import { indexSiteSearch } from "./steps/index-site-search";
import { keepDraftsOut } from "./steps/keep-drafts-out";
import { precompress } from "./steps/precompress";
import { reactRouterOutputSteps } from "./steps/react-router-output";
import { readPages } from "./steps/read-pages";
import { startValidatingHtml, validateHtml } from "./steps/validate-html";
import { writeContentEditor } from "./steps/write-content-editor";
import { writeContentSecurityPolicies } from "./steps/write-content-security-policies";
import { writeFeedsAndSitemap } from "./steps/write-feeds-and-sitemap";
import { writeServingRules } from "./steps/write-serving-rules";

export const postbuildSteps: Step[] = [
  checkSiteConfiguration,
  // UTF-8 names, no route data or browser build, the 404 pages, `{path}.html`: all that adapts React Router's output.
  ...reactRouterOutputSteps,
  keepDraftsOut,
  writeFeedsAndSitemap,
  // html-validate reads the pages in processes of its own from here until "validate the HTML".
  startValidatingHtml,
  readPages,
  checkSeo,
  writeShareImages,
  indexSiteSearch,
  // Before the next step writes into the pages: the time shown is what the build still waited for.
  validateHtml,
  writeContentSecurityPolicies,
  writeContentEditor,
  writeServingRules,
  precompress,
];

/**
 * Runs the steps in order and returns the seconds each took; the first that throws stops the run
 * with an error naming it, its place in the list and its message.
 */
export async function runSteps(steps: Step[], context: BuildContext): Promise<number[]> {
  const seconds: number[] = [];
  for (const [index, step] of steps.entries()) {
    const start = performance.now();
    try {
      await step.run(context);
    } catch (error) {
      throw new Error(
        `postbuild step ${index + 1}/${steps.length} "${step.name}" failed:\n  ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
    seconds.push((performance.now() - start) / 1000);
  }
  return seconds;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = "build/client";
  if (!existsSync(join(dir, "index.html"))) throw new Error(`${dir}/index.html does not exist: run react-router build first`);
  const context: BuildContext = { dir, nginxConfFile: "build/nginx/site.conf", prerendered: prerenderPaths() };
  let seconds: number[];
  try {
    seconds = await runSteps(postbuildSteps, context);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  pruneCache();
  // Seconds per step, so a slow step shows in every build's log (the build benchmark reads them too).
  console.log(
    `postbuild, seconds per step:\n${postbuildSteps.map((step, index) => `${seconds[index]!.toFixed(2).padStart(7)}  ${step.name}`).join("\n")}`,
  );
}
