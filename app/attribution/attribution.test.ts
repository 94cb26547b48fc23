import { beforeEach, describe, expect, it } from "vitest";
import {
  capture,
  decodeUserData,
  encodeUserData,
  expiryMs,
  isSignupUrl,
  type MaybeStorage,
  recordRegistrationPage,
  userData,
  withUserData,
} from "./attribution";

/** An in-memory localStorage. */
function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, String(value)),
    removeItem: (key: string) => void map.delete(key),
  };
}

const throwing: MaybeStorage = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
  removeItem: () => {
    throw new Error("SecurityError");
  },
};

const t0 = Date.UTC(2026, 0, 1);
let storage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  storage = memoryStorage();
});

describe("capture", () => {
  it("stores the five UTM keys, gclid, landing page, referrer and last_saved under NETTILASKU_ keys", () => {
    capture(storage, "https://site.example/en/pricing?utm_source=google&utm_campaign=spring&gclid=abc", "https://www.google.com/", t0);
    expect(JSON.parse(storage.map.get("NETTILASKU_utm_params")!)).toEqual({
      utm_source: "google",
      utm_medium: "",
      utm_campaign: "spring",
      utm_term: "",
      utm_content: "",
    });
    expect(storage.map.get("NETTILASKU_gclid")).toBe("abc");
    expect(storage.map.get("NETTILASKU_landing_page")).toBe(
      "https://site.example/en/pricing?utm_source=google&utm_campaign=spring&gclid=abc",
    );
    expect(storage.map.get("NETTILASKU_referrer")).toBe("https://www.google.com/");
    expect(storage.map.get("NETTILASKU_last_saved")).toBe(String(t0));
  });

  it("replaces old values on a new tracked landing and refreshes last_saved", () => {
    capture(storage, "https://site.example/?utm_source=old&utm_medium=cpc&gclid=old", "", t0);
    capture(storage, "https://site.example/tietoa?utm_source=new", "https://ref.example/", t0 + 1000);
    const data = userData(storage, t0 + 2000);
    expect(data.utm_params).toMatchObject({ utm_source: "new", utm_medium: "" });
    expect(data.gclid).toBe("");
    expect(data.landing_page).toBe("https://site.example/tietoa?utm_source=new");
    expect(data.referrer).toBe("https://ref.example/");
    expect(storage.map.get("NETTILASKU_last_saved")).toBe(String(t0 + 1000));
  });

  it("writes landing page and referrer once on an untracked first visit and keeps a tracked landing", () => {
    capture(storage, "https://site.example/blog", "https://news.example/", t0);
    expect(storage.map.get("NETTILASKU_landing_page")).toBe("https://site.example/blog");
    capture(storage, "https://site.example/en", "", t0 + 1);
    expect(storage.map.get("NETTILASKU_landing_page")).toBe("https://site.example/blog");
    expect(storage.map.has("NETTILASKU_utm_params")).toBe(false);
  });
});

describe("expiry", () => {
  beforeEach(() => capture(storage, "https://site.example/?utm_source=x&gclid=g", "", t0));

  it("keeps the data up to exactly 7 days", () => {
    expect(userData(storage, t0 + expiryMs).utm_params.utm_source).toBe("x");
    expect(userData(storage, t0 + expiryMs).gclid).toBe("g");
  });

  it("removes utm params and gclid after 7 days, keeping the rest", () => {
    recordRegistrationPage(storage, "https://site.example/rekisteroidy");
    const data = userData(storage, t0 + expiryMs + 1);
    expect(data.utm_params.utm_source).toBe("");
    expect(data.gclid).toBe("");
    expect(data.landing_page).toContain("utm_source=x");
    expect(data.registration_page).toBe("https://site.example/rekisteroidy");
    expect(storage.map.has("NETTILASKU_utm_params")).toBe(false);
  });

  it("treats an unreadable last_saved as expired", () => {
    storage.map.set("NETTILASKU_last_saved", "yesterday");
    expect(userData(storage, t0).utm_params.utm_source).toBe("");
  });
});

describe("bad storage", () => {
  it.each(["{not json", "[]", "null", '"text"', "42"])("resets corrupt utm_params %s to empty, silently", (raw) => {
    storage.map.set("NETTILASKU_utm_params", raw);
    storage.map.set("NETTILASKU_last_saved", String(t0));
    expect(userData(storage, t0).utm_params).toEqual({ utm_source: "", utm_medium: "", utm_campaign: "", utm_term: "", utm_content: "" });
  });

  it("ignores non-string values inside utm_params", () => {
    storage.map.set("NETTILASKU_utm_params", JSON.stringify({ utm_source: 5, utm_medium: "<b>x</b>" }));
    storage.map.set("NETTILASKU_last_saved", String(t0));
    expect(userData(storage, t0).utm_params).toMatchObject({ utm_source: "", utm_medium: "<b>x</b>" });
  });

  it("never throws when storage throws or is missing", () => {
    for (const broken of [throwing, undefined]) {
      expect(() => capture(broken, "https://site.example/?utm_source=x", "", t0)).not.toThrow();
      expect(() => recordRegistrationPage(broken, "https://site.example/")).not.toThrow();
      expect(userData(broken, t0).utm_params.utm_source).toBe("");
    }
  });
});

describe("wp_user_data", () => {
  it("round-trips any Unicode through base64", () => {
    capture(storage, "https://site.example/?utm_campaign=kev%C3%A4t&utm_term=%F0%9F%9A%80%20se%C3%B1or", "https://réf.example/", t0);
    const data = userData(storage, t0);
    const encoded = encodeUserData(data);
    expect(encoded).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decodeUserData(encoded)).toEqual(data);
    expect(decodeUserData(encoded).utm_params).toMatchObject({ utm_campaign: "kevät", utm_term: "🚀 señor" });
    // The signup app's decoding, with Node's Buffer as a second implementation.
    expect(JSON.parse(Buffer.from(encoded, "base64").toString("utf8"))).toEqual(data);
  });

  it.each([
    ["https://app.nettilasku.example/signup", "https://app.nettilasku.example/signup?wp_user_data=QUJD"],
    ["https://app.nettilasku.example/signup?product=sign", "https://app.nettilasku.example/signup?product=sign&wp_user_data=QUJD"],
    [
      "https://app.nettilasku.example/signup?wp_user_data=OLD&product=kyc",
      "https://app.nettilasku.example/signup?wp_user_data=QUJD&product=kyc",
    ],
    [
      "https://app.nettilasku.example/signup?product=erp#plans",
      "https://app.nettilasku.example/signup?product=erp&wp_user_data=QUJD#plans",
    ],
    ["https://app.nettilasku.example/signup#top", "https://app.nettilasku.example/signup?wp_user_data=QUJD#top"],
  ])("sets the parameter once on %s", (href, expected) => {
    expect(withUserData(href, "QUJD")).toBe(expected);
    expect(withUserData(withUserData(href, "OLD"), "QUJD")).toBe(expected);
  });

  it("URL-encodes base64's + / and =", () => {
    const href = withUserData("https://app.nettilasku.example/signup", "a+b/c==");
    expect(new URL(href).searchParams.get("wp_user_data")).toBe("a+b/c==");
  });

  it.each([
    ["https://app.nettilasku.example/signup?product=crm", true],
    ["https://app.sign.nettilasku.example/signup", true],
    ["https://app.laskutus.nettilasku.example/signup", true],
    ["https://app.nettilasku.example/login", false],
    ["https://www.nettilasku.example/signup", false],
    ["https://evil.example/app.nettilasku.example/signup", false],
    ["not a url", false],
  ])("%s is a signup link: %s", (href, expected) => {
    expect(isSignupUrl(href)).toBe(expected);
  });
});
