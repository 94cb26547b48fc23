// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./root";

afterEach(cleanup);

function Broken(): never {
  throw new Error("Boom on purpose");
}

it("shows the router's error screen when a route throws", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  // The English layout's route, whose loader has not given its strings.
  const Stub = createRoutesStub([
    {
      path: "/",
      ErrorBoundary,
      Component: Outlet,
      children: [{ id: "layout-en", path: "en", Component: Outlet, children: [{ path: "broken", Component: Broken }] }],
    },
  ]);
  render(<Stub initialEntries={["/en/broken"]} />);
  expect(await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeTruthy();
  expect(screen.getByText("Boom on purpose")).toBeTruthy();
  // The way out goes to the home page of the layout's language, named by the brand without the layout's strings.
  expect(screen.getByRole("link", { name: "Nettilasku" }).getAttribute("href")).toBe("/en");
});

it("speaks the site's default language outside every language layout, whatever the path says", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const Stub = createRoutesStub([{ path: "/en/broken", Component: Broken, ErrorBoundary }]);
  render(<Stub initialEntries={["/en/broken"]} />);
  expect((await screen.findByRole("link", { name: "Nettilasku" })).getAttribute("href")).toBe("/");
});

it("names the way home in the page's language when the language layout loaded", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const Stub = createRoutesStub([
    {
      path: "/",
      ErrorBoundary,
      Component: Outlet,
      children: [
        {
          id: "layout-sv",
          path: "sv",
          loader: () => ({ t: { error: { home: "Till startsidan" } } }),
          Component: Outlet,
          children: [{ path: "trasig", Component: Broken }],
        },
      ],
    },
  ]);
  render(<Stub initialEntries={["/sv/trasig"]} />);
  expect((await screen.findByRole("link", { name: "Till startsidan" })).getAttribute("href")).toBe("/sv");
});
