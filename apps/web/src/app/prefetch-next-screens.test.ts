import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEXT_SCREENS_ID, prefetchNextScreens } from './prefetch-next-screens';

const links = () => [...document.head.querySelectorAll('link[rel=prefetch]')].map((l) => l.getAttribute('href'));

beforeEach(() => {
  vi.useFakeTimers();
  document.head.insertAdjacentHTML(
    'beforeend',
    `<template id="${NEXT_SCREENS_ID}"><link rel="prefetch" crossorigin href="/assets/withdraw-a1.js"><link rel="prefetch" crossorigin href="/assets/zod-b2.js"></template>`,
  );
});

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('prefetchNextScreens', () => {
  it("puts the build's prefetch links in the head when the page is idle, once", () => {
    prefetchNextScreens();
    expect(links()).toEqual([]);
    vi.runAllTimers();
    expect(links()).toEqual(['/assets/withdraw-a1.js', '/assets/zod-b2.js']);
    expect(document.getElementById(NEXT_SCREENS_ID)).toBeNull();

    prefetchNextScreens();
    vi.runAllTimers();
    expect(links()).toHaveLength(2);
  });

  it('fetches nothing for a user who asks to save data', () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    prefetchNextScreens();
    vi.runAllTimers();
    expect(links()).toEqual([]);
  });
});
