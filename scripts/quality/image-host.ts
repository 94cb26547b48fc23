import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A local stand-in for the external stock-photo host, which cannot be reached here: without it
 * every article image would fail and log console errors Lighthouse counts. It answers every
 * request over HTTPS (a certificate of its own, made with openssl) with `image`.
 */
export function startImageHost(image: Buffer): Promise<{ port: number; close: () => void }> {
  const certDir = mkdtempSync(join(tmpdir(), "image-host-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      join(certDir, "key.pem"),
      "-out",
      join(certDir, "cert.pem"),
      "-days",
      "1",
      "-subj",
      "/CN=image-host",
    ],
    { stdio: "ignore" },
  );
  const tls = { key: readFileSync(join(certDir, "key.pem")), cert: readFileSync(join(certDir, "cert.pem")) };
  rmSync(certDir, { recursive: true, force: true });
  const server = createServer(tls, (_req, res) => {
    res.writeHead(200, { "Content-Type": "image/png", "Cache-Control": "max-age=31536000" });
    res.end(image);
  });
  return new Promise((resolve) =>
    server.listen(0, () => resolve({ port: (server.address() as { port: number }).port, close: () => server.close() })),
  );
}
