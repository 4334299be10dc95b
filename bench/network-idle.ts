/**
 * "Network idle" from a chosen moment on: no request of the page (any frame) in flight for
 * `quietMs`. Playwright's own `networkidle` load state fires once per navigation, possibly before
 * a lazily loaded route has even started its requests, so the benchmark keeps its own count.
 */
import type { Page, Request } from 'playwright-core';

export interface NetworkTracker {
  /** Resolves true once idle, false if the page was still busy after `timeoutMs`. */
  idle(quietMs?: number, timeoutMs?: number): Promise<boolean>;
}

/** Starts counting the page's requests; call before navigating. */
export function trackNetwork(page: Page): NetworkTracker {
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  page.on('request', (request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  });
  const settle = (request: Request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    async idle(quietMs = 500, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (inFlight.size === 0 && Date.now() - lastActivity >= quietMs) return true;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return false;
    },
  };
}
