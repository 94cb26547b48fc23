/**
 * Hydrates the pages whose route asks for it (the search page: app/routing/page-handle.ts);
 * no other page loads React in the browser. Rendering is a transition, so React yields to the
 * browser between components instead of holding the main thread for the whole page.
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
