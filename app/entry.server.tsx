/**
 * Renders a page at build time (and in the dev server). Every page is prerendered, so nothing
 * is gained by streaming: React writes the document only once everything is ready. Streaming
 * from the first ready shell, React Router's default, leaves the router's data as a suspended
 * boundary that React's inline runtime moves into place in the first animation frame; that one
 * move re-styled the whole page after the first paint (docs/decisions.md, "Scripts"; its cost
 * is under "Measurements").
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

export const streamTimeout = 5_000;

export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  return new Promise<Response>((resolve, reject) => {
    let ready = false;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        ready = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeout);
            callback();
          },
        });
        headers.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
      },
      onShellError: reject,
      onError(error) {
        status = 500;
        // Errors before the document is ready reject and are logged by React Router.
        if (ready) console.error(error);
      },
    });
  });
}
