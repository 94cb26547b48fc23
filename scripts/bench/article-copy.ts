/** Synthetic articles for the build benchmarks (./blog-build.ts). */

/** A synthetic copy of an article file: the n-th earlier edition of it, with its own id, slug and title. */
export function articleCopy(raw: string, n: number): string {
  return raw
    .replace(/^id: "?([^"\n]+)"?$/m, (_, id: string) => `id: "${id}-${n}"`)
    .replace(/^slug: "?([^"\n]+)"?$/m, (_, slug: string) => `slug: "${slug}-${n}"`)
    .replace(/^title: "?([^"\n]+?)"?$/m, (_, title: string) => `title: "${title.slice(0, 56)} (${n})"`)
    .replace(/^excerpt: "?([^"\n]+?)"?$/m, (_, excerpt: string) => `excerpt: "(${n}) ${excerpt}"`)
    .replace(/^publishedAt: "?(\d{4}-\d{2}-\d{2})"?$/m, (_, date: string) => {
      const earlier = new Date(Date.parse(`${date}T00:00:00Z`) - n * 7 * 86_400_000);
      return `publishedAt: "${earlier.toISOString().slice(0, 10)}"`;
    });
}
