/**
 * `npm run serve:nginx`: serves build/client with Debian's nginx and the generated
 * build/nginx/site.conf on PORT (default 3000), in the foreground until SIGTERM or
 * Ctrl-C. Its configuration, pid, logs and temporary files live in a fresh temporary
 * folder, removed on exit; /etc/nginx is only read (mime.types), never changed.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { onStop } from "../../server/lifecycle.ts";

const nginx = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const port = Number(process.env.PORT ?? 3000);
const root = resolve(process.env.BUILD_DIR ?? "build/client");
const include = resolve(join(root, "..", "nginx", "site.conf"));
/** Debian's package libnginx-mod-http-brotli-static; without it nginx serves gzip only. */
const brotliModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

if (!existsSync(nginx)) {
  console.error(`nginx is not installed: run "apt-get install nginx libnginx-mod-http-brotli-static", or set NGINX_PATH.`);
  process.exit(1);
}
if (!existsSync(include)) {
  console.error(`No ${include}: run "npm run build" first.`);
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), "nettilasku-nginx-"));
const brotli = existsSync(brotliModule);
const conf = join(dir, "nginx.conf");
writeFileSync(
  conf,
  `${brotli ? `load_module ${brotliModule};\n` : ""}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  sendfile on;
  ${brotli ? "brotli_static on;" : ""}
  server {
    listen 127.0.0.1:${port};
    root ${root};
    include ${include};
  }
}
`,
);

const test = spawnSync(nginx, ["-t", "-q", "-p", dir, "-c", conf], { stdio: "inherit" });
if (test.status !== 0) {
  rmSync(dir, { recursive: true, force: true });
  process.exit(1);
}

const server = spawn(nginx, ["-p", dir, "-c", conf], { stdio: "inherit" });
console.log(`Serving ${root} with nginx${brotli ? " (brotli and gzip)" : " (gzip)"} on http://localhost:${port}`);
// SIGQUIT: nginx finishes the requests under way, then exits.
onStop(() => server.kill("SIGQUIT"));
server.on("exit", (code) => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
