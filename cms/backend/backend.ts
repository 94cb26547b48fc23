/**
 * Decap CMS's local backend (decap-server), which lets the editor at /admin read and write this
 * clone's files. It is a package of its own (cms/backend/package.json and its lockfile), installed
 * on demand the first time `npm run cms` or the editor's test needs it, and again whenever its
 * lockfile changes: `npm ci` for the site installs none of it (docs/cms.md).
 *
 * `node cms/backend/backend.ts` installs it if needed and runs it in the foreground on PORT.
 */
import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const folder = fileURLToPath(new URL(".", import.meta.url));
/** decap-server's entry point, once installed. */
export const backendEntry = join(folder, "node_modules/decap-server/dist/index.js");
/** The lockfile's hash the installed packages came from. */
const stamp = join(folder, "node_modules/.installed-from-lockfile");

/** Installs the backend's packages with `npm ci`, unless they are installed already from this lockfile. */
export function installBackend(): void {
  const lockfile = createHash("sha256")
    .update(readFileSync(join(folder, "package-lock.json")))
    .digest("hex");
  if (existsSync(backendEntry) && existsSync(stamp) && readFileSync(stamp, "utf8") === lockfile) return;
  console.log("Installing the editor's local backend (cms/backend, once)…");
  execFileSync("npm", ["ci", "--no-audit", "--no-fund", "--loglevel", "error"], { cwd: folder, stdio: "inherit" });
  writeFileSync(stamp, lockfile);
}

// `--install` installs and stops (CI installs it ahead of the tests: .ci/run); without it, the backend runs.
if (import.meta.url === `file://${process.argv[1]}`) {
  installBackend();
  if (process.argv.includes("--install")) process.exit(0);
  const backend = spawn(process.execPath, [backendEntry], { stdio: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => backend.kill(signal));
  backend.on("exit", (code) => process.exit(code ?? 0));
}
