/**
 * Serves the content editor at /admin from the dev server, the same files the build writes
 * (cms/admin.ts), so `npm run cms` edits content on a clone. The build leaves it alone.
 */
import type { Plugin } from "vite";
import type * as Admin from "./admin";

export function contentEditorPlugin(): Plugin {
  // Made once a session, and again after any source file changes (the previews bundle the site's components).
  let files: Promise<Map<string, string | Buffer>> | undefined;
  return {
    name: "content-editor",
    apply: "serve",
    configureServer(server) {
      server.watcher.on("change", () => (files = undefined));
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split(/[?#]/)[0] ?? "";
        if (path !== "/admin" && !path.startsWith("/admin/")) return next();
        // Through Vite's module loader, which knows the `~/` alias the content schemas import with.
        server
          .ssrLoadModule("/cms/admin.ts")
          .then((module) => (files ??= (module as typeof Admin).adminFiles("/app/app.css?direct")))
          .then((made) => {
            const content = made.get(path === "/admin" ? "admin.html" : path.slice(1));
            if (content === undefined) return next();
            const type = path === "/admin" ? "text/html" : path.endsWith(".js") ? "text/javascript" : "application/yaml";
            response.setHeader("Content-Type", `${type}; charset=utf-8`);
            response.end(content);
          })
          .catch(next);
      });
    },
  };
}
