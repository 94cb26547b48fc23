/**
 * One quality gate (scripts/quality/gates.ts, the ordered list of them): a name, which the log and
 * a failure show, and a check of the production build as it is served, which prints its figures
 * and returns what fails its bar.
 */
import type { ChildProcess } from "node:child_process";

/** What every gate gets: the build, and our production server serving it. */
export interface GateContext {
  /** The build folder (build/client). */
  readonly dir: string;
  /** The server's origin (`http://localhost:{port}`). */
  readonly base: string;
  /** The server's process: the shutdown gate stops it, so that gate comes last. */
  readonly server: ChildProcess;
}

export interface Gate {
  readonly name: string;
  /** Prints the gate's figures and returns its failures, one sentence each; throws only when it could not measure. */
  run(context: GateContext): string[] | Promise<string[]>;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
