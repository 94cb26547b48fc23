import { readFileSync, writeFileSync } from "node:fs";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { cached } from "../build-cache";
import { filesUnder } from "../files";
import type { Step } from "../step";

// Pagefind's own index files (.pf_*) come compressed already.
const compressible = /\.(html|js|css|xml|txt|svg|json|webmanifest|yml)$/;

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes .br and .gz beside every text file, so the server never compresses on the fly. Brotli's
 * best quality (11) is for the few files every page loads (stylesheet, scripts); pages, whose
 * number grows with the blog, get quality 10, much quicker for a few more bytes
 * (docs/decisions.md, "Measurements"). The editor's bundle, megabytes loaded only at /admin, gets
 * a quick one. The files compress side by side on libuv's thread pool, so every core works.
 * Last of the steps: it compresses what every other step wrote.
 */
export const precompress = {
  name: "precompress",
  async run({ dir }) {
    const files = filesUnder(dir).filter((path) => compressible.test(path));
    if (files.length === 0) throw new Error(`no text files in ${dir} to precompress`);
    await Promise.all(
      files.map(async (path) => {
        const raw = readFileSync(path);
        const quality = raw.length > 1_000_000 ? 5 : path.endsWith(".html") ? 10 : 11;
        // A file compressed by an earlier build, byte for byte the same, comes from the build cache.
        const [br, gz] = await Promise.all([
          cached(`brotli-${quality}`, [raw], () => brotliCompressAsync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } })),
          cached("gzip-9", [raw], () => gzipAsync(raw, { level: 9 })),
        ]);
        writeFileSync(`${path}.br`, br);
        writeFileSync(`${path}.gz`, gz);
      }),
    );
  },
} satisfies Step;
