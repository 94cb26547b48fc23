/**
 * Production server: serves the prerendered site in build/client on PORT (default 3000).
 * Static files come from sirv (MIME types, ETags, ranges, precompressed .br/.gz, path
 * safety). The site's rules come from the build's own `_redirects` and `_headers`, the
 * files Cloudflare and Netlify read, applied in Cloudflare's order: a matching rule, then
 * a file, then the 404 page of the path's folder with status 404.
 */
import { existsSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { join } from "node:path";
import sirv from "sirv";
import { onStop } from "./lifecycle.ts";
import { cacheControl, headersFor, notFoundPage, parseHeadersFile, parseRedirectsFile, ruleBeforeFiles } from "./rules.ts";

const root = process.env.BUILD_DIR ?? "build/client";
const port = Number(process.env.PORT ?? 3000);

if (!existsSync(join(root, "_redirects"))) {
  console.error(`No built site in ${root}: run "npm run build" first.`);
  process.exit(1);
}

const redirectRules = parseRedirectsFile(readFileSync(join(root, "_redirects"), "utf8"));
const headerRules = parseHeadersFile(readFileSync(join(root, "_headers"), "utf8"));
/** Files in the build that configure static hosts; they are not pages. */
const hostConfigFiles = new Set(["/_headers", "/_redirects"]);

const assets = sirv(root, { dev: false, etag: true, brotli: true, gzip: true, extensions: ["html"] });

/** The 404 pages, read once at start-up. */
const notFoundPages = new Map<string, Buffer>();

function sendNotFound(req: IncomingMessage, res: ServerResponse, pathname: string) {
  const file = notFoundPage(pathname, redirectRules);
  if (file && !notFoundPages.has(file)) notFoundPages.set(file, readFileSync(join(root, decodeURIComponent(file))));
  const page = file ? notFoundPages.get(file)! : Buffer.from("Not Found\n");
  res.writeHead(404, {
    "Content-Type": file ? "text/html; charset=utf-8" : "text/plain; charset=utf-8",
    "Content-Length": page.length,
    "Cache-Control": cacheControl.revalidate,
  });
  res.end(req.method === "HEAD" ? undefined : page);
}

function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", ...headers });
  res.end(`${text}\n`);
}

export function handle(req: IncomingMessage, res: ServerResponse) {
  const rawUrl = req.url ?? "/";
  const queryStart = rawUrl.search(/[?#]/);
  const rawPath = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const query = queryStart === -1 ? "" : rawUrl.slice(queryStart).replace(/#.*/, "");
  res.setHeader("Cache-Control", cacheControl.revalidate);
  for (const [name, value] of headersFor(rawPath, headerRules)) res.setHeader(name, value);

  if (req.method !== "GET" && req.method !== "HEAD") return sendText(res, 405, "Method Not Allowed", { Allow: "GET, HEAD" });
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return sendText(res, 400, "Bad Request: malformed percent-encoding");
  }
  if (!pathname.startsWith("/") || pathname.includes("\0")) return sendText(res, 400, "Bad Request");

  const rule = ruleBeforeFiles(pathname, redirectRules);
  if (rule?.status === 200) req.url = rule.to + query;
  else if (rule) {
    // Every Location comes from the rules file as written: a path on this site.
    res.writeHead(rule.status, { Location: rule.to + query });
    res.end();
    return;
  }
  if (hostConfigFiles.has(pathname)) return sendNotFound(req, res, pathname);
  // sirv lists the files once, at start-up, and streams one when asked. A file deleted since
  // (a new build written under a running server) fails to open after the status line is set:
  // that one response is dropped, and the server goes on serving.
  res.once("pipe", (file) =>
    file.once("error", (error: Error) => {
      console.error(`${pathname}: ${error.message} (restart the server after replacing the build)`);
      res.destroy();
    }),
  );
  assets(req, res, () => sendNotFound(req, res, pathname));
}

const server = createServer({ maxHeaderSize: 16 * 1024, requestTimeout: 30_000 }, handle);
server.listen(port, () => console.log(`Serving ${root} on http://localhost:${port}`));

// Finish requests under way, then exit (for container and process-manager restarts).
onStop(() => {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
});
