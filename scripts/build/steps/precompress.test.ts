import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompress } from "./precompress";

describe("precompress", () => {
  it("writes .br and .gz beside every text file, each the same bytes uncompressed; images are left alone", async () => {
    const dir = mkdtempSync(join(tmpdir(), "precompress-"));
    const page = "<h1>Laskutus</h1>".repeat(100);
    writeFileSync(join(dir, "index.html"), page);
    writeFileSync(join(dir, "logo.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    await precompress.run({ dir, nginxConfFile: "", prerendered: [] });
    expect(brotliDecompressSync(readFileSync(join(dir, "index.html.br"))).toString()).toBe(page);
    expect(gunzipSync(readFileSync(join(dir, "index.html.gz"))).toString()).toBe(page);
    expect(existsSync(join(dir, "logo.png.br"))).toBe(false);
  });

  it("refuses a folder with nothing to compress", async () => {
    const dir = mkdtempSync(join(tmpdir(), "precompress-"));
    await expect(precompress.run({ dir, nginxConfFile: "", prerendered: [] })).rejects.toThrow(/no text files/);
  });
});
