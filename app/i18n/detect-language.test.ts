import { describe, expect, it } from "vitest";
import { detectLanguage, preferredLanguage } from "./detect-language";

describe("language detection", () => {
  it("takes the path prefix first", () => {
    expect(detectLanguage({ pathLanguage: "sv", stored: "es", browser: ["en-US"] })).toBe("sv");
  });
  it("then the stored choice", () => {
    expect(detectLanguage({ stored: "es", browser: ["en-US"] })).toBe("es");
  });
  it("then the browser, by base language, in order", () => {
    // "xx": a language the site does not have.
    expect(detectLanguage({ stored: null, browser: ["xx-XX", "sv-FI", "en"] })).toBe("sv");
    expect(preferredLanguage(undefined, ["EN-gb"])).toBe("en");
  });
  it("falls back to Finnish, ignoring an unknown stored value", () => {
    expect(detectLanguage({ stored: "xx", browser: ["xx"] })).toBe("fi");
    expect(detectLanguage({})).toBe("fi");
  });
});
