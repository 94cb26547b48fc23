/**
 * Quality gates (docs/decisions.md, "Quality bars") on the production build as our server serves
 * it, in this order, each a module of scripts/quality/gates/ (the interface in gates/gate.ts):
 * size budgets, Lighthouse on every page type, the pages' scripts on a slow CPU, a bounded load
 * test on loopback, and graceful shutdown on SIGTERM, which stops the server and so comes last.
 * Lighthouse and the slow-CPU gate measure time, so nothing else runs meanwhile. Every gate
 * runs, even after one fails; each prints its figures, so every CI log shows them, and the
 * command exits non-zero when any gate failed. `SKIP_LIGHTHOUSE=1` leaves Lighthouse out.
 */
import { startProductionServer } from "../serve/production-server";
import type { Gate, GateContext } from "./gates/gate";
import { gracefulShutdownGate } from "./gates/graceful-shutdown";
import { lighthouseGate } from "./gates/lighthouse";
import { loadGate } from "./gates/load";
import { sizeBudgets } from "./gates/size-budgets";
import { slowCpuGate } from "./gates/slow-cpu";

export const qualityGates: Gate[] = [
  sizeBudgets,
  ...(process.env.SKIP_LIGHTHOUSE ? [] : [lighthouseGate]),
  slowCpuGate,
  loadGate(),
  gracefulShutdownGate,
];

/**
 * Runs every gate in order and returns the failures, each named by its gate (a gate that could not
 * measure counts as failed, and the next one still runs), and the seconds each gate took.
 */
export async function runGates(gates: Gate[], context: GateContext): Promise<{ failures: string[]; seconds: number[] }> {
  const failures: string[] = [];
  const seconds: number[] = [];
  for (const gate of gates) {
    const start = performance.now();
    try {
      failures.push(...(await gate.run(context)).map((failure) => `${gate.name}: ${failure}`));
    } catch (error) {
      failures.push(`${gate.name}: could not run: ${error instanceof Error ? error.message : String(error)}`);
    }
    seconds.push((performance.now() - start) / 1000);
  }
  return { failures, seconds };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = "build/client";
  const { process: server, base } = await startProductionServer(dir, Number(process.env.QUALITY_PORT ?? 3200));
  const { failures, seconds } = await runGates(qualityGates, { dir, base, server });
  // The shutdown gate stops the server; should it not have, it is stopped here.
  if (server.exitCode === null && server.signalCode === null) server.kill();
  // Seconds each gate took: where the phase's time goes.
  console.log(
    `\nQuality gates, time per gate:\n${qualityGates.map((gate, index) => `  ${seconds[index]!.toFixed(1).padStart(5)} s  ${gate.name}`).join("\n")}`,
  );
  if (failures.length > 0) {
    console.error(`\nQuality gates failed:\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
  console.log("\nQuality gates passed.");
}
