/** The id of the build's `<template>` of prefetch links (build/route-preloads.ts). */
export const NEXT_SCREENS_ID = 'next-screens';

type Idle = (callback: () => void, options?: { timeout: number }) => number;

/**
 * Fetches the code of the screens the first one leads to (the dashboard's Send, Receive,
 * Exchange and History) into the browser's cache, so the first tap on one of them does not wait for the
 * network (ADR 056). The signed-in shell calls it once drawn; it runs when the page is next idle,
 * so the downloads come after everything the first screen needs, at the browser's lowest priority,
 * and nothing runs until the screen is opened. Skipped when the user asks to save data.
 */
export function prefetchNextScreens(doc: Document = document): void {
  const template = doc.getElementById(NEXT_SCREENS_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  const idle: Idle =
    (window as Window & { requestIdleCallback?: Idle }).requestIdleCallback ?? ((f) => setTimeout(f, 1));
  idle(() => doc.head.append(template.content.cloneNode(true)), { timeout: 2_000 });
  template.remove();
}
