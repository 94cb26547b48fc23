/**
 * Where the browser suite's time goes: the time its tests took, summed per serving engine
 * (the Playwright project) and per spec file, printed after the run and written to
 * test-results/timings.json, which `npm test` (scripts/quality/test.ts) prints again at its very end.
 * Summed test time is worker time: with two workers the run's wall time is about half of it.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

export type E2eTimings = {
  wallSeconds: number;
  rows: { project: string; spec: string; tests: number; seconds: number }[];
};

export const timingsFile = "test-results/timings.json";

export function formatE2eTimings({ wallSeconds, rows }: E2eTimings): string {
  const lines = [`Browser tests: ${wallSeconds.toFixed(0)} s wall; test time per engine and spec (worker seconds):`];
  const projects = [...new Set(rows.map((row) => row.project))];
  for (const project of projects) {
    const own = rows.filter((row) => row.project === project).sort((a, b) => b.seconds - a.seconds);
    const total = own.reduce((sum, row) => sum + row.seconds, 0);
    const count = own.reduce((sum, row) => sum + row.tests, 0);
    lines.push(`  ${project.padEnd(12)} ${total.toFixed(1).padStart(7)} s  ${String(count).padStart(4)} tests`);
    for (const row of own)
      lines.push(`    ${row.spec.padEnd(24)} ${row.seconds.toFixed(1).padStart(7)} s  ${String(row.tests).padStart(4)} tests`);
  }
  return lines.join("\n");
}

export default class TimingReporter implements Reporter {
  private readonly totals = new Map<string, { project: string; spec: string; tests: number; seconds: number }>();

  onTestEnd(test: TestCase, result: TestResult) {
    const project = test.parent.project()?.name ?? "default";
    const spec = basename(test.location.file);
    const key = `${project}\0${spec}`;
    const row = this.totals.get(key) ?? { project, spec, tests: 0, seconds: 0 };
    row.tests += 1;
    row.seconds += result.duration / 1000;
    this.totals.set(key, row);
  }

  onEnd(result: FullResult) {
    const timings: E2eTimings = { wallSeconds: result.duration / 1000, rows: [...this.totals.values()] };
    mkdirSync("test-results", { recursive: true });
    writeFileSync(timingsFile, JSON.stringify(timings, null, 2));
    console.log(`\n${formatE2eTimings(timings)}`);
  }
}
