import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import setup from "./unit-scratch";

it("gives a run a scratch folder of its own for the tests' temporary folders, and removes it with all they made", () => {
  const outer = tmpdir();
  const teardown = setup();
  const scratch = tmpdir();
  try {
    expect(scratch).not.toBe(outer);
    expect(scratch.startsWith(join(outer, "nettilasku-unit-"))).toBe(true);
    // What a test makes the usual way lands inside it.
    const made = mkdtempSync(join(tmpdir(), "made-"));
    writeFileSync(join(made, "file.txt"), "x");
    expect(made.startsWith(scratch)).toBe(true);
  } finally {
    teardown();
  }
  expect(existsSync(scratch)).toBe(false);
  expect(tmpdir()).toBe(outer);
});
