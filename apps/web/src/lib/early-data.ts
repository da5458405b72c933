/**
 * Answers index.html's boot script asked for before the app's code arrived (a signed-in first
 * screen's data). Each is handed out once, for the same URL and token, within a few seconds of
 * the page load; anything else goes to the network as usual.
 */
interface EarlyData {
  at: number;
  token: string;
  responses: Record<string, Promise<Response> | undefined>;
}

declare global {
  interface Window {
    __earlyData?: EarlyData;
  }
}

/** Older than this, an early answer may be stale (the page sat in a background tab): ask again. */
export const EARLY_DATA_MAX_AGE_MS = 10_000;

export function takeEarlyResponse(url: string, token: string | null): Promise<Response> | undefined {
  const early = window.__earlyData;
  const response = early?.responses[url];
  if (!early || !response) return undefined;
  delete early.responses[url];
  if (early.token !== token || Date.now() - early.at > EARLY_DATA_MAX_AGE_MS) return undefined;
  return response;
}
