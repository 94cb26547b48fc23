/**
 * The processes some specs start beside the suite's own servers: Decap's local backend on a folder
 * (as `npm run cms` runs it), and the production server on another checkout's build. Each helper
 * returns once its process answers.
 */
import { type ChildProcess, spawn } from "node:child_process";
import type { Page } from "@playwright/test";
import { backendEntry, installBackend } from "../../cms/backend/backend";
import { localBackendOrigin } from "../../cms/config";
import { expect } from "./fixtures";
import { freePort } from "./helpers";

/** Waits until `check` is true, or fails after `timeout` ms. */
async function answers(check: () => Promise<boolean>, timeout: number) {
  await expect.poll(() => check().catch(() => false), { timeout }).toBe(true);
}

/** Decap's local backend editing the content of `repository`: its API address. Installed on first use, as `npm run cms` does. */
export async function startEditorBackend(repository: string): Promise<{ url: string; process: ChildProcess }> {
  installBackend();
  const port = await freePort();
  const url = `http://localhost:${port}/api/v1`;
  const process_ = spawn(process.execPath, [backendEntry], {
    env: { ...process.env, PORT: String(port), GIT_REPO_DIRECTORY: repository, LOG_LEVEL: "error" },
    stdio: "ignore",
  });
  const info = () =>
    fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"action":"info"}' }).then(
      (response) => response.ok,
    );
  await answers(info, 15_000);
  return { url, process: process_ };
}

/** The production server (server/server.ts) on the build of the checkout in `dir`: its origin. */
export async function serveCheckout(dir: string): Promise<{ origin: string; process: ChildProcess }> {
  const origin = `http://localhost:${await freePort()}`;
  const process_ = spawn(process.execPath, ["server/server.ts"], {
    cwd: dir,
    env: { ...process.env, PORT: new URL(origin).port },
    stdio: "ignore",
  });
  await answers(() => fetch(origin).then((response) => response.ok), 30_000);
  return { origin, process: process_ };
}

/**
 * Opens the built site's editor at `hash`, talking to the backend at `backendUrl`, and logs in. The
 * build names the local backend at its default address, in the editor's configuration and in its
 * page's security policy; the editor calls that address as built, and the test answers from its own
 * backend (the page and its policy stay exactly as served).
 */
export async function openEditor(page: Page, hash: string, backendUrl: string) {
  await page.route(`${localBackendOrigin}/**`, async (route) => {
    const { pathname, search } = new URL(route.request().url());
    try {
      await route.fulfill({ response: await route.fetch({ url: new URL(pathname + search, backendUrl).href }) });
    } catch {
      // The editor cancelled the request (it reloads after publishing) or the page closed: answer it with a
      // failure if it is still open, as an unreachable backend would.
      await route.abort().catch(() => {});
    }
  });
  await page.goto(`/admin#${hash}`);
  await page.getByRole("button", { name: "Login" }).click();
}
