/**
 * Production server: serves the prerendered site in build/client on PORT (default 3000).
 * Static files come from sirv (MIME types, ETags, ranges, precompressed .br/.gz, path
 * safety); this file adds only the site's rules: canonical-URL redirects (301), the
 * 404 page of the path's language with status 404, caching and security headers.
 */
import { existsSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { join } from "node:path";
import sirv from "sirv";
import { blogFallback, canonicalRedirect, headersFor, parseHeadersFile, securityHeaders } from "./rules.ts";

const root = process.env.BUILD_DIR ?? "build/client";
const port = Number(process.env.PORT ?? 3000);

if (!existsSync(join(root, "404.html"))) {
  console.error(`No built site in ${root}: run "npm run build" first.`);
  process.exit(1);
}

const assets = sirv(root, {
  dev: false,
  etag: true,
  brotli: true,
  gzip: true,
  extensions: ["html"],
  setHeaders(res, pathname) {
    // Hashed build assets never change; everything else is revalidated with its ETag.
    const hashed = pathname.startsWith("/assets/");
    res.setHeader("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate");
    if (pathname.endsWith(".data")) res.setHeader("Content-Type", "text/x-script; charset=utf-8");
  },
});

/** Headers per path, from the same `_headers` file static hosts read (CSP per page, caching). */
const headerRules = existsSync(join(root, "_headers")) ? parseHeadersFile(readFileSync(join(root, "_headers"), "utf8")) : [];
/** Files in the build that configure static hosts; they are not pages. */
const hostConfigFiles = new Set(["/_headers", "/_redirects"]);

function isHttps(req: IncomingMessage): boolean {
  return Boolean((req.socket as { encrypted?: boolean }).encrypted) || req.headers["x-forwarded-proto"] === "https";
}

/** Sets the `_headers` rules for a path (percent-encoded); handle() has already set the security headers. */
function setHeaders(req: IncomingMessage, res: ServerResponse, encodedPath: string) {
  for (const [name, value] of headersFor(encodedPath, headerRules)) {
    if (name === "Strict-Transport-Security" && !isHttps(req)) continue;
    res.setHeader(name, value);
  }
}

/** Language prefixes are the folders that hold a 404 page; "" is Finnish. Read once at start-up. */
const languagePrefixes = ["en", "sv", "es"].filter((lang) => existsSync(join(root, lang, "404.html")));
const notFoundPages = new Map<string, Buffer>();
for (const prefix of ["", ...languagePrefixes]) notFoundPages.set(prefix, readFileSync(join(root, prefix, "404.html")));

function sendNotFound(req: IncomingMessage, res: ServerResponse, pathname: string) {
  const blogList = blogFallback(pathname, languagePrefixes);
  if (blogList) {
    // Temporary: an article may be published at that address later.
    res.writeHead(302, { Location: blogList, "Cache-Control": "no-cache" });
    res.end();
    return;
  }
  const first = pathname.split("/")[1] ?? "";
  const prefix = notFoundPages.has(first) ? first : "";
  const page = notFoundPages.get(prefix)!;
  setHeaders(req, res, prefix ? `/${prefix}/404.html` : "/404.html");
  res.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Content-Length": page.length, "Cache-Control": "no-cache" });
  res.end(req.method === "HEAD" ? undefined : page);
}

export function handle(req: IncomingMessage, res: ServerResponse) {
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
    res.end("Method Not Allowed\n");
    return;
  }
  const rawUrl = req.url ?? "/";
  const queryStart = rawUrl.search(/[?#]/);
  const rawPath = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" });
    res.end("Bad Request: malformed percent-encoding\n");
    return;
  }
  if (!pathname.startsWith("/") || pathname.includes("\0")) {
    res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" });
    res.end("Bad Request\n");
    return;
  }
  const redirect = canonicalRedirect(rawPath);
  if (redirect) {
    const query = queryStart === -1 ? "" : rawUrl.slice(queryStart).replace(/#.*/, "");
    res.writeHead(301, { Location: redirect + query });
    res.end();
    return;
  }
  if (hostConfigFiles.has(pathname)) return sendNotFound(req, res, pathname);
  setHeaders(req, res, encodeURI(pathname));
  assets(req, res, () => sendNotFound(req, res, pathname));
}

const server = createServer({ maxHeaderSize: 16 * 1024, requestTimeout: 30_000 }, handle);
server.listen(port, () => console.log(`Serving ${root} on http://localhost:${port}`));

// Finish requests under way, then exit (for container and process-manager restarts).
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
