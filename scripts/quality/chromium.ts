import { existsSync } from "node:fs";

/**
 * Debian's Chromium, as every browser tool here launches it (no browser download works
 * on these machines). Two builds of it:
 *
 * - `chromium`, the browser visitors run, for Lighthouse, the slow-CPU gate and the benchmarks.
 *   Debian's /usr/bin/chromium is a shell script that adds desktop defaults (among them
 *   --enable-gpu-rasterization, which a machine without a GPU emulates on the CPU); its binary,
 *   run directly, does without them and runs the browser walks quicker, so it is used when
 *   present.
 * - `headless-shell` (Debian's `chromium-headless-shell`, the same engine without the browser's
 *   own windowing and UI layers, which Playwright itself runs headless by default), for the
 *   browser suite: it runs the suite much quicker, with the same results but for the
 *   screenshots' text antialiasing. The screenshots are made with it, so a run with the full
 *   browser would not match them.
 *
 * The measurements behind both: docs/decisions.md, "Measurements".
 *
 * `CHROME_PATH` and `CHROME_HEADLESS_SHELL_PATH` point at other binaries.
 */
const browsers = {
  chromium: {
    path: process.env.CHROME_PATH ?? (existsSync("/usr/lib/chromium/chromium") ? "/usr/lib/chromium/chromium" : "/usr/bin/chromium"),
    variable: "CHROME_PATH",
    debianPackage: "chromium",
  },
  "headless-shell": {
    path: process.env.CHROME_HEADLESS_SHELL_PATH ?? "/usr/lib/chromium/chromium-headless-shell",
    variable: "CHROME_HEADLESS_SHELL_PATH",
    debianPackage: "chromium-headless-shell",
  },
};

/** The browser's path; without one, stops with a single line that says what to do. */
export function requireChromium(kind: keyof typeof browsers = "chromium"): string {
  const { path, variable, debianPackage } = browsers[kind];
  if (!existsSync(path)) {
    console.error(`No Chromium at ${path}: run "apt-get install ${debianPackage}", or set ${variable} to a Chromium binary.`);
    process.exit(1);
  }
  return path;
}

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Maps every host but this machine to nothing, so external requests fail at once instead of waiting. */
export function hostResolverRules(extraMaps: string[] = []): string {
  return `--host-resolver-rules=${[...extraMaps, "MAP * ~NOTFOUND", "EXCLUDE localhost", "EXCLUDE 127.0.0.1"].join(", ")}`;
}
