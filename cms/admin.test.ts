import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { adminFiles, adminPolicy } from "./admin";
import { cmsConfig } from "./config";

describe("the editor's security policy", () => {
  it("lets the editor reach its own local backend and GitHub's API, and nothing else", () => {
    const connect = adminPolicy
      .split("; ")
      .find((directive) => directive.startsWith("connect-src "))!
      .split(" ")
      .slice(1);
    expect(connect).toEqual(["'self'", new URL(cmsConfig().local_backend.url).origin, "https://api.github.com"]);
  });
});

describe("the editor's page", () => {
  it("names the brand the site is built for", async () => {
    const page = (await adminFiles("/assets/app.css")).get("admin.html") as string;
    expect(page).toContain(`<title>Content editor – ${site.brand}</title>`);
  });
});
