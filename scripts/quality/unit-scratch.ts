/**
 * Vitest's global setup (vitest.config.ts): the unit tests make scratch folders under the system's
 * temporary folder (`mkdtempSync(join(tmpdir(), …))`). Each run points TMPDIR at a folder of its
 * own, which the test workers inherit, and removes it when the run ends, so a run leaves nothing
 * behind however a test ends (before this, every run left some twenty folders in /tmp).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export default function setup(): () => void {
  const previous = process.env.TMPDIR;
  const scratch = mkdtempSync(join(tmpdir(), "nettilasku-unit-"));
  process.env.TMPDIR = scratch;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(scratch, { recursive: true, force: true });
  };
}
