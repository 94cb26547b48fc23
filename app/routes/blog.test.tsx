// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, it } from "vitest";
import { articleSummaries } from "~/content/blog/summaries.server";
import { messages } from "~/content/messages.server";
import Blog from "./blog";

afterEach(cleanup);

it("shows the empty-category text when a category has no articles", async () => {
  // Only the invoicing article: the other categories are empty.
  const articles = articleSummaries("fi").filter((article) => article.category === "laskutus");
  const loaderData = { lang: "fi" as const, t: messages.fi.blog, articles, head: [] };
  const Stub = createRoutesStub([
    { path: "/blog", Component: () => <Blog {...({ loaderData } as unknown as Parameters<typeof Blog>[0])} /> },
  ]);
  render(<Stub initialEntries={["/blog"]} />);
  expect(await screen.findAllByRole("article")).toHaveLength(1);
  fireEvent.click(screen.getByRole("button", { name: "Allekirjoitus" }));
  expect(screen.getByRole("status").textContent).toBe("Ei artikkeleita tässä kategoriassa vielä.");
  expect(screen.queryAllByRole("article")).toHaveLength(0);
  fireEvent.click(screen.getByRole("button", { name: "Kaikki" }));
  expect(screen.getAllByRole("article")).toHaveLength(1);
});
