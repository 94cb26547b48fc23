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
  // One invoicing article: the other categories are empty.
  const articles = articleSummaries("fi")
    .filter((article) => article.category === "laskutus")
    .slice(0, 1);
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

it("shows the newest ten as cards and every older article as a line of the archive, by year, with no image", async () => {
  // Fourteen articles: four of the real ones and ten earlier copies, two years back.
  const real = articleSummaries("en").slice(0, 4);
  const older = Array.from({ length: 10 }, (_, index) => ({
    ...real[index % real.length]!,
    id: `old-${index}`,
    title: `Older article ${index}`,
    path: `/en/blog/erp/older-${index}`,
    publishedAt: index < 8 ? "2023-06-01" : "2022-03-01",
  }));
  const loaderData = { lang: "en" as const, t: messages.en.blog, articles: [...real, ...older], head: [] };
  const Stub = createRoutesStub([
    { path: "/en/blog", Component: () => <Blog {...({ loaderData } as unknown as Parameters<typeof Blog>[0])} /> },
  ]);
  const { container } = render(<Stub initialEntries={["/en/blog"]} />);
  expect(await screen.findAllByRole("article")).toHaveLength(10);
  const archive = screen.getByRole("region", { name: "Older articles" });
  expect([...archive.querySelectorAll("h3")].map((heading) => heading.textContent)).toEqual(["2023", "2022"]);
  const entries = [...archive.querySelectorAll("li")];
  expect(entries).toHaveLength(4);
  expect(entries.every((entry) => entry.dataset.filterCategory && entry.querySelector("a[href^='/en/blog/']"))).toBe(true);
  expect(archive.querySelector("img")).toBeNull();
  // The chips hide a year, and the archive, that has nothing of the chosen category.
  expect(container.querySelectorAll("[data-filter-group]")).toHaveLength(3);
  expect(document.head.querySelector("style")!.textContent).toContain(
    "[data-blog]:has(input[name=blog-category][value=erp]:checked) [data-filter-group]:not(:has([data-filter-category=erp])) { display: none; }",
  );
});
