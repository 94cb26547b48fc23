/**
 * Hydrates the prerendered page. This module runs only once the visitor first interacts
 * with the page, or when a page asks to start on its own (app/hydration/start-app-scripts.ts).
 * Rendering is a transition, so React yields to the browser between components instead of
 * holding the main thread for the whole page.
 */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
