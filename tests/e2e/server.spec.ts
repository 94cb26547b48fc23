import { expect, test } from "./fixtures";
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * Sends bytes exactly as given (no client normalisation) and returns the status code,
 * or "closed" when the server drops the connection without an answer.
 */
function raw(request: string | Buffer, timeoutMs = 5000): Promise<{ status: number | "closed"; body: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const done = () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1];
      resolve({ status: status ? Number(status) : "closed", body: text });
      socket.destroy();
    };
    socket.setTimeout(timeoutMs, done);
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      const text = Buffer.concat(chunks).toString("latin1");
      const length = /content-length: (\d+)/i.exec(text)?.[1];
      const headerEnd = text.indexOf("\r\n\r\n");
      if (
        headerEnd !== -1 &&
        (length === undefined
          ? /^HTTP\/1\.1 [1-5]\d\d/.test(text) && !/transfer-encoding/i.test(text)
          : text.length >= headerEnd + 4 + Number(length))
      )
        done();
    });
    socket.on("error", done);
    socket.on("close", done);
    socket.write(request);
  });
}

const get = (path: string, extra = "") => `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${extra}\r\n`;

test.describe("bad input gets a 4xx (or a closed connection), never a 5xx, and the server keeps serving", () => {
  const cases: [name: string, request: string | Buffer, expected: (number | "closed")[]][] = [
    ["malformed percent-encoding", get("/%E4"), [400]],
    ["truncated percent-encoding", get("/ota-yhteytt%C3"), [400]],
    ["invalid percent-encoding", get("/%zz"), [400]],
    ["encoded NUL", get("/en%00/about"), [400]],
    ["raw NUL byte", Buffer.from("GET /a\0b HTTP/1.1\r\nHost: localhost\r\n\r\n", "latin1"), [400, "closed"]],
    ["raw traversal", get("/../../../../etc/passwd"), [404]],
    ["encoded traversal", get("/%2e%2e/%2e%2e/%2e%2e/etc/passwd"), [404]],
    ["encoded slash traversal", get("/assets/..%2f..%2f..%2fpackage.json"), [404]],
    ["backslash traversal", get("/..\\..\\package.json"), [400, 404]],
    ["traversal to the server code", get("/../server/server.ts"), [404]],
    ["very long path", get(`/${"a".repeat(40_000)}`), [414, 431, "closed"]],
    ["very long header", get("/", `X-Long: ${"b".repeat(40_000)}\r\n`), [431, "closed"]],
    ["unsupported method", "DELETE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n", [405]],
    ["POST", "POST /en HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nConnection: close\r\n\r\nhi", [405]],
    ["unknown method", "BREW /pot HTTP/1.1\r\nHost: localhost\r\n\r\n", [400, "closed"]],
    ["missing Host header", "GET / HTTP/1.1\r\nConnection: close\r\n\r\n", [400]],
    ["garbage request line", "\x16\x03\x01\x00\xa5\x01\x00\x00\xa1\x03\x03", [400, "closed"]],
    ["host configuration file", get("/_headers"), [404]],
  ];

  for (const [name, request, expected] of cases) {
    test(name, async () => {
      const response = await raw(request);
      expect(expected).toContain(response.status);
      expect(response.body).not.toMatch(/root:x:0|devDependencies|createServer/);
      const after = await raw(get("/en"));
      expect(after.status).toBe(200);
    });
  }
});

test("a file deleted under the running server drops that response, not the server", async () => {
  // A small site of its own: the rules files, a page, and a file that will vanish.
  const root = mkdtempSync(join(tmpdir(), "site-"));
  for (const file of ["_redirects", "_headers", "index.html"]) cpSync(join("build/client", file), join(root, file));
  writeFileSync(join(root, "gone.txt"), "here at start-up\n");
  const port = 3190;
  const server = spawn(process.execPath, ["server/server.ts"], { env: { ...process.env, BUILD_DIR: root, PORT: String(port) } });
  try {
    await expect
      .poll(() =>
        fetch(`http://127.0.0.1:${port}/`).then(
          (response) => response.status,
          () => 0,
        ),
      )
      .toBe(200);
    rmSync(join(root, "gone.txt"));
    await expect(fetch(`http://127.0.0.1:${port}/gone.txt`).then((response) => response.text())).rejects.toThrow();
    expect(server.exitCode).toBeNull();
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
  } finally {
    server.kill();
    rmSync(root, { recursive: true, force: true });
  }
});
