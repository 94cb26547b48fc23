import type { Browser } from "@playwright/test";

/** The benchmarks' phone, as their tables name it. */
export const phoneProfile = "390 px, 4× CPU, 1.6 Mbps, 150 ms RTT";

/**
 * A new tab on the phone profile (390 px, touch, a CPU 4 times slower and, unless `network` is
 * false, 1.6 Mbps down with 150 ms round trips), with the DevTools session that throttles it.
 */
export async function openPhonePage(browser: Browser, { network = true } = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  if (network) {
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
  }
  return { context, page, cdp };
}
