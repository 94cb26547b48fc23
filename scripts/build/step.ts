/**
 * One step of the postbuild (scripts/build/postbuild.ts, the ordered list of them): a name, which
 * the build log and a failure show, and what it does to the build folder. A step checks its input
 * before it acts and throws, naming what is missing, when the input is not what it expects: a step
 * that silently did nothing would ship a broken site.
 */
import type { BuiltPage } from "./built-pages";

/** What the steps share: the folder they finish, and what earlier steps found in it. */
export interface BuildContext {
  /** The folder being finished (build/client), the one a static host is given. */
  readonly dir: string;
  /** Where the nginx include goes: beside the folder, not in it (docs/deploy.md). */
  readonly nginxConfFile: string;
  /** The paths React Router was asked to prerender (react-router.config.ts). */
  readonly prerendered: readonly string[];
  /** The built pages, parsed by "read the pages" once every page is in its final place. */
  pages?: BuiltPage[];
  /** html-validate's report, under way in processes of its own from "start validating the HTML" on. */
  htmlReport?: Promise<string[]>;
}

export interface Step {
  readonly name: string;
  run(context: BuildContext): void | Promise<void>;
}

/** The parsed pages, for a step that reads them; throws when "read the pages" has not run yet. */
export function parsedPages(context: BuildContext): BuiltPage[] {
  if (!context.pages) throw new Error('the built pages have not been read: "read the pages" runs before this step');
  return context.pages;
}
