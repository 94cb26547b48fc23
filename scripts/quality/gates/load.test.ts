import type { ChildProcess } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { loadGate } from "./load";

/** A build whose sitemap lists two pages, and a server on a free port that fails the paths in `failing`. */
async function serve(failing: string[]) {
  const dir = mkdtempSync(join(tmpdir(), "load-"));
  writeFileSync(
    join(dir, "sitemap.xml"),
    "<urlset><url><loc>https://x.example/</loc></url><url><loc>https://x.example/en</loc></url></urlset>",
  );
  writeFileSync(join(dir, "index.html"), '<link rel="stylesheet" href="/assets/app.css">');
  const server = createServer((request, response) => {
    response.writeHead(failing.includes(request.url ?? "") ? 500 : 200);
    response.end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { context: { dir, base, server: {} as ChildProcess }, close: () => server.close() };
}

describe("load", () => {
  it("passes when every request answers 200, and counts those that do not", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const good = await serve([]);
    expect(await loadGate(100, 8).run(good.context)).toEqual([]);
    good.close();
    const bad = await serve(["/en"]);
    expect(await loadGate(100, 8).run(bad.context)).toEqual([expect.stringMatching(/^\d+ of 100 requests failed$/)]);
    bad.close();
  });
});
