import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pageScripts, pageStylesheets } from "../budgets";
import type { Gate } from "./gate";

/** Thousands of requests, dozens at a time, mixing pages and assets: zero errors allowed. */
export function loadGate(total = 4000, concurrency = 32) {
  return {
    name: "load",
    async run({ dir, base }) {
      const sitemap = readFileSync(join(dir, "sitemap.xml"), "utf8");
      const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
      const home = readFileSync(join(dir, "index.html"), "utf8");
      const urls = [...pages, ...pageScripts(home).files, ...pageStylesheets(home), "/og/index.png", "/sitemap.xml"];
      const latencies: number[] = [];
      let errors = 0;
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < total) {
            const url = urls[next++ % urls.length]!;
            const start = performance.now();
            try {
              const response = await fetch(`${base}${url}`, { headers: { "Accept-Encoding": next % 2 ? "br, gzip" : "gzip" } });
              await response.arrayBuffer();
              if (response.status !== 200) errors++;
            } catch {
              errors++;
            }
            latencies.push(performance.now() - start);
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
      console.log(
        `\nLoad: ${latencies.length} requests, ${concurrency} concurrent, ${errors} errors, ${(latencies.length / seconds).toFixed(0)} requests/s, p50 ${p(0.5)} ms, p99 ${p(0.99)} ms`,
      );
      return errors > 0 ? [`${errors} of ${latencies.length} requests failed`] : [];
    },
  } satisfies Gate;
}
