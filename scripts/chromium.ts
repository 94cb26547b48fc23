import { existsSync } from "node:fs";

/**
 * Debian's Chromium, as every browser tool here launches it (no browser download works
 * on these machines). The flags keep it off the closed network. Debian's /usr/bin/chromium is
 * a shell script that adds desktop defaults (among them --enable-gpu-rasterization, which a
 * machine without a GPU emulates on the CPU); its binary, run directly, took the browser walks
 * about 8 % less time (three interleaved pairs, 2026-11-24), so it is used when present.
 */
const debianBinary = "/usr/lib/chromium/chromium";
export const chromiumPath = process.env.CHROME_PATH ?? (existsSync(debianBinary) ? debianBinary : "/usr/bin/chromium");

/** The browser's path; without one, stops with a single line that says what to do. */
export function requireChromium(): string {
  if (!existsSync(chromiumPath)) {
    console.error(`No Chromium at ${chromiumPath}: run "apt-get install chromium", or set CHROME_PATH to a Chromium binary.`);
    process.exit(1);
  }
  return chromiumPath;
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
