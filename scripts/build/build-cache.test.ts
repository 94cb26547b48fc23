import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";

describe("build cache", () => {
  it("makes an output once per set of inputs, and keeps after a build only what it used", async () => {
    const dir = mkdtempSync(join(tmpdir(), "build-cache-"));
    vi.stubEnv("BUILD_CACHE", dir);
    vi.resetModules();
    const { cached, passedBefore, pruneCache } = await import("./build-cache");
    const make = vi.fn(() => Buffer.from("drawn"));
    expect((await cached("images", ["title A"], make)).toString()).toBe("drawn");
    expect((await cached("images", ["title A"], make)).toString()).toBe("drawn");
    expect(make).toHaveBeenCalledTimes(1);
    await cached("images", ["title B"], make);
    expect(make).toHaveBeenCalledTimes(2);
    // Inputs are kept apart: ["ab", "c"] is not ["a", "bc"].
    await cached("images", ["ab", "c"], make);
    await cached("images", ["a", "bc"], make);
    expect(make).toHaveBeenCalledTimes(4);

    const check = passedBefore("pages", ["<html>"]);
    expect(check.passed).toBe(false);
    check.remember();
    expect(passedBefore("pages", ["<html>"]).passed).toBe(true);
    expect(readdirSync(join(dir, "images"))).toHaveLength(4);

    // The next build uses only title A: the rest is pruned when it ends.
    vi.resetModules();
    const next = await import("./build-cache");
    await next.cached("images", ["title A"], make);
    expect(make).toHaveBeenCalledTimes(4);
    next.pruneCache();
    expect(readdirSync(join(dir, "images"))).toHaveLength(1);
    expect(existsSync(join(dir, "pages"))).toBe(true);
    pruneCache();
    vi.unstubAllEnvs();
  });
});
