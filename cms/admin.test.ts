import { describe, expect, it } from "vitest";
import { adminPolicy } from "./admin";
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
