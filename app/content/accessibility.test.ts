import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { languages } from "~/i18n/languages";
import { accessibilityStatements, parseStatement } from "./accessibility.server";

describe("the accessibility statement", () => {
  it("exists in every language, with the same sections, and names the feedback address", () => {
    const statements = accessibilityStatements();
    const sections = (html: string) => html.match(/<h2>/g)?.length;
    for (const lang of languages) {
      const { title, html } = statements[lang];
      expect(title, lang).toBeTruthy();
      expect(html, lang).toContain(site.email);
      expect(html, lang).toMatch(/WCAG\)? 2\.2/);
      expect(html, lang).not.toMatch(/\{\w+\}/);
      expect(sections(html), lang).toBe(sections(statements.fi.html));
    }
  });

  it("names the file and the field when the frontmatter is wrong", () => {
    expect(() => parseStatement("x/fi.md", "---\ntitle: T\n---\nBody", "fi")).toThrow(/x\/fi\.md: field "description"/);
    expect(() => parseStatement("x/fi.md", "no frontmatter", "fi")).toThrow(/x\/fi\.md: missing YAML frontmatter/);
    const valid = "---\ntitle: T\ndescription: A description long enough.\nupdated: 2026-11-23\nreviewNote: check\n---\n";
    expect(() => parseStatement("x/fi.md", `${valid}Hello {nobody}`, "fi")).toThrow(/unknown placeholder \{nobody\}/);
  });
});
