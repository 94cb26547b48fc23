import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { gracefulShutdownGate } from "./graceful-shutdown";

/**
 * A server that sends every response slowly (4 MB in 64 KB pieces), so downloads are under way at
 * SIGTERM, and on the signal either finishes them and exits 0 or drops them and exits 1.
 */
function startServer(graceful: boolean): Promise<{ server: ChildProcess; base: string }> {
  const script = `
    const http = require("node:http");
    const body = Buffer.alloc(4 * 1024 * 1024, 97);
    const server = http.createServer((request, response) => {
      response.writeHead(200, { "content-length": body.length });
      let sent = 0;
      const next = () => (sent >= body.length ? response.end() : (response.write(body.subarray(sent, (sent += 65536))), setTimeout(next, 5)));
      next();
    });
    server.listen(0, "127.0.0.1", () => process.send(server.address().port));
    process.on("SIGTERM", () => ${graceful ? "server.close(() => process.exit(0))" : "process.exit(1)"});
  `;
  const server = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "ignore", "ignore", "ipc"] });
  return new Promise((resolve) => server.once("message", (port) => resolve({ server, base: `http://127.0.0.1:${Number(port)}` })));
}

/** A build folder with the editor's bundle, the largest file the gate downloads. */
function build(): string {
  const dir = mkdtempSync(join(tmpdir(), "shutdown-"));
  mkdirSync(join(dir, "admin"));
  writeFileSync(join(dir, "admin", "decap-cms.js"), "x");
  return dir;
}

describe("the shutdown gate", () => {
  it("passes a server that lets the responses under way finish, then exits 0", async () => {
    const { server, base } = await startServer(true);
    expect(await gracefulShutdownGate.run({ dir: build(), base, server })).toEqual([]);
  });

  it("fails a server that drops them and exits with an error", async () => {
    const { server, base } = await startServer(false);
    expect(await gracefulShutdownGate.run({ dir: build(), base, server })).toEqual([
      "responses under way at SIGTERM did not all arrive complete",
      "server did not exit cleanly on SIGTERM (1)",
    ]);
  });
});
