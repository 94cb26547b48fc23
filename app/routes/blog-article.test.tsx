// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, it } from "vitest";
import { articleSummaries } from "~/content/blog/summaries.server";
import { articlePageCopy, layoutMessages, messages } from "~/content/messages.server";
import { productCtaUrl } from "~/config/outbound";
import { I18nProvider, type I18nValue } from "~/i18n/context";
import BlogArticle, { loader } from "./blog-article";

afterEach(cleanup);

type LoaderData = ReturnType<typeof loader>;

function renderArticle(article: LoaderData["article"]) {
  const t = messages.en;
  const loaderData = { lang: "en", t: t.blog, article, invitation: articlePageCopy("en").invitations[article.category], head: [] };
  const layout = {
    lang: "en",
    t: layoutMessages("en"),
    products: [],
    languageMenu: {},
    alternates: {},
    accessibilityTitle: "",
  } as unknown as I18nValue;
  const Stub = createRoutesStub([
    {
      path: "/en/blog/x/y",
      Component: () => (
        <I18nProvider value={layout}>
          <BlogArticle {...({ loaderData } as unknown as Parameters<typeof BlogArticle>[0])} />
        </I18nProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={["/en/blog/x/y"]} />);
}

it("names an article's author and when it was updated, and says nothing of either when it has neither", async () => {
  const summary = articleSummaries("en")[0]!;
  renderArticle({ ...summary, html: "<p>Body</p>", updatedAt: "2024-03-10", author: { name: "Aino Laine", role: "Accountant" } });
  const byline = (await screen.findByText("Aino Laine")).closest("[data-article-byline]")!;
  expect(byline.textContent).toBe("Aino Laine, AccountantUpdated 10 March 2024");
  expect(byline.querySelector("time")!.getAttribute("datetime")).toBe("2024-03-10");
  cleanup();

  const { container } = renderArticle({ ...summary, html: "<p>Body</p>", updatedAt: undefined, author: undefined });
  await screen.findByText("Body");
  expect(container.querySelector("[data-article-byline]")).toBeNull();
});

it("closes an article with the trial of the product its category writes about, not the suite's general invitation", async () => {
  const invoicing = articleSummaries("en").find((summary) => summary.category === "laskutus")!;
  const signing = articleSummaries("en").find((summary) => summary.category === "allekirjoitus")!;
  renderArticle({ ...invoicing, html: "<p>Body</p>" });
  const panel = (await screen.findByRole("heading", { name: "Send your first invoice today" })).closest("section")!;
  expect(panel.querySelector("[data-trial-start]")!.getAttribute("href")).toBe(productCtaUrl("invoicing", "en"));
  cleanup();

  renderArticle({ ...signing, html: "<p>Body</p>" });
  const signPanel = (await screen.findByRole("heading", { name: "No more printing or scanning" })).closest("section")!;
  expect(signPanel.querySelector("[data-trial-start]")!.getAttribute("href")).toBe(productCtaUrl("sign", "en"));
});

it("gives search engines the article as the organization's, with Finnish date-times for its publication and its revision", () => {
  const summary = articleSummaries("en")[0]!;
  const data = loader({
    request: new Request(`https://www.nettilasku.example${summary.path}`),
    pattern: "/en/blog/:category/:slug",
    params: { category: summary.category, slug: summary.path.split("/").at(-1)! },
  } as unknown as Parameters<typeof loader>[0]);
  const graph = (data.head.find((tag) => "script:ld+json" in tag) as { "script:ld+json": { "@graph": Record<string, unknown>[] } })[
    "script:ld+json"
  ]["@graph"];
  const posting = graph.find((node) => node["@type"] === "BlogPosting")!;
  // The real articles have no author: the organization wrote them. They were revised after publication (updatedAt).
  expect(posting.author).toMatchObject({ "@type": "Organization", name: "Nettilasku" });
  expect(posting.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\+0[23]:00$/);
  expect(posting.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\+0[23]:00$/);
  expect(String(posting.dateModified) > String(posting.datePublished)).toBe(true);
});
