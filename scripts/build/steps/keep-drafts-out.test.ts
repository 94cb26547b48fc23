import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Article } from "../../../app/content/blog/load.server";
import { perLanguage } from "../../../app/i18n/languages";
import { checkNoDrafts, keepDraftsOut } from "./keep-drafts-out";

describe("keep drafts out", () => {
  it("stops a build that wrote a draft's page", () => {
    const dir = mkdtempSync(join(tmpdir(), "drafts-"));
    const draft = { id: "9", slug: "luonnos", category: "erp", draft: true } as unknown as Article;
    const articles = { ...perLanguage((): Article[] => []), fi: [draft] };
    expect(() => checkNoDrafts(dir, articles)).not.toThrow();
    mkdirSync(join(dir, "blog", "erp"), { recursive: true });
    writeFileSync(join(dir, "blog", "erp", "luonnos.html"), "<h1>Luonnos</h1>");
    expect(() => checkNoDrafts(dir, articles)).toThrow(/drafts built .*\/blog\/erp\/luonnos/);
  });

  it("passes a build without drafts' pages", () => {
    const dir = mkdtempSync(join(tmpdir(), "drafts-"));
    expect(() => keepDraftsOut.run({ dir, nginxConfFile: "", prerendered: [] })).not.toThrow();
  });
});
