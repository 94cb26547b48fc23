import { spawn } from "node:child_process";

/**
 * Our production server (server/server.ts) on a build folder and port, for the quality gates and
 * the benchmarks; resolves once it answers, with the process and its origin.
 */
export async function startProductionServer(buildDir: string, port: number) {
  const origin = `http://localhost:${port}`;
  const server = spawn(process.execPath, ["server/server.ts"], {
    env: { ...process.env, PORT: String(port), BUILD_DIR: buildDir },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${origin}/`)).ok) return { process: server, base: origin };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  server.kill();
  throw new Error(`the production server did not start on ${buildDir}: run npm run build first`);
}
