// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, it } from "vitest";
import { blogCategories } from "~/content/blog/categories";
import { articleSummaries } from "~/content/blog/summaries.server";
import { messages } from "~/content/messages.server";
import Blog from "./blog";

afterEach(cleanup);

it("carries the empty-category text for each category without articles, which the filter's CSS shows", async () => {
  // Only the invoicing article: the other categories are empty.
  const articles = articleSummaries("fi").filter((article) => article.category === "laskutus");
  const loaderData = { lang: "fi" as const, t: messages.fi.blog, articles, head: [] };
  const Stub = createRoutesStub([
    { path: "/blog", Component: () => <Blog {...({ loaderData } as unknown as Parameters<typeof Blog>[0])} /> },
  ]);
  const { container } = render(<Stub initialEntries={["/blog"]} />);
  expect(await screen.findAllByRole("article")).toHaveLength(1);
  expect(screen.getAllByRole("radio").map((radio) => (radio as HTMLInputElement).value)).toEqual(["all", ...blogCategories]);
  const empty = [...container.querySelectorAll<HTMLElement>("[data-empty-for]")];
  expect(empty.map((element) => element.dataset.emptyFor)).toEqual(blogCategories.filter((category) => category !== "laskutus"));
  for (const element of empty) expect(element.textContent).toBe("Ei artikkeleita tässä kategoriassa vielä.");
  // The page's own rules, which React hoists into <head>: choosing a category shows its empty text and hides the other categories' cards.
  expect(container.querySelector("style")).toBeNull();
  const rules = document.head.querySelector("style")!.textContent;
  expect(rules).toContain("[data-blog]:has(input[name=blog-category][value=erp]:checked) [data-empty-for=erp] { display: block; }");
  expect(rules).toContain(
    "[data-blog]:has(input[name=blog-category][value=erp]:checked) [data-filter-category]:not([data-filter-category=erp]) { display: none; }",
  );
});
