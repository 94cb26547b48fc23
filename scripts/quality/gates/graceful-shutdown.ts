import { readdirSync, statSync } from "node:fs";
import { get } from "node:http";
import { join } from "node:path";
import type { Gate } from "./gate";

/**
 * SIGTERM lets responses under way finish, then the process exits 0. 32 downloads of the
 * largest asset start together, and the signal goes out once every response has begun;
 * those whose body was still arriving then must arrive complete. (A connection the
 * server has not accepted yet is refused at SIGTERM, as by any server: a load balancer
 * retries it elsewhere.) It stops the server: the last gate.
 */
export const gracefulShutdownGate = {
  name: "shutdown",
  async run({ dir, base, server }) {
    // The largest file the site serves (the editor's bundle), so that downloads are still under way at the signal.
    const largest = `/admin/${
      readdirSync(join(dir, "admin"))
        .filter((name) => !/\.(br|gz)$/.test(name))
        .sort((a, b) => statSync(join(dir, "admin", b)).size - statSync(join(dir, "admin", a)).size)[0]!
    }`;
    const total = 32;
    let started = 0;
    let finished = 0;
    let unfinishedAtSignal = 0;
    const exited = new Promise<number | null>((resolve) => server.once("exit", resolve));
    const downloads = Array.from({ length: total }, () =>
      new Promise<boolean>((resolve) => {
        const request = get(`${base}${largest}`, { agent: false, headers: { "Accept-Encoding": "identity" } }, (response) => {
          if (++started === total) {
            unfinishedAtSignal = total - finished;
            server.kill("SIGTERM");
          }
          let received = 0;
          response.on("data", (chunk: Buffer) => (received += chunk.length));
          response.on("end", () => resolve(response.statusCode === 200 && received === Number(response.headers["content-length"])));
          response.on("error", () => resolve(false));
        });
        request.on("error", () => resolve(false));
      }).finally(() => finished++),
    );
    const complete = (await Promise.all(downloads)).filter(Boolean).length;
    // Unreferenced, so the wait for a server that did exit does not hold this process until the timeout.
    const code = await Promise.race([exited, new Promise<string>((resolve) => setTimeout(() => resolve("timeout"), 8000).unref())]);
    console.log(
      `\nShutdown: SIGTERM with ${unfinishedAtSignal} of ${total} downloads of ${largest} unfinished: ${complete}/${total} arrived complete, exit ${code}`,
    );
    return [
      ...(unfinishedAtSignal === 0 ? ["no response was under way at SIGTERM: the shutdown check proved nothing"] : []),
      ...(complete !== total ? ["responses under way at SIGTERM did not all arrive complete"] : []),
      ...(code !== 0 ? [`server did not exit cleanly on SIGTERM (${code})`] : []),
    ];
  },
} satisfies Gate;
