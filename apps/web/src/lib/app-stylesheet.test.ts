import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStylesheet } from './app-stylesheet';

function linkStylesheet(media = 'print') {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/assets/index-abc.css';
  link.media = media;
  link.setAttribute('data-app-css', '');
  document.head.append(link);
  return link;
}

const settles = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

describe('appStylesheet', () => {
  afterEach(() => document.head.querySelectorAll('link').forEach((l) => l.remove()));

  it('resolves at once on a page that inlines the whole stylesheet', async () => {
    expect(await settles(appStylesheet())).toBe(true);
  });

  it('turns the print-only link on and waits for it to load', async () => {
    const link = linkStylesheet();
    const applied = appStylesheet();
    expect(link.media).toBe('all');
    expect(await settles(applied)).toBe(false);
    link.dispatchEvent(new Event('load'));
    expect(await settles(applied)).toBe(true);
  });

  it('does not wait for a stylesheet that failed to load', async () => {
    const link = linkStylesheet();
    const applied = appStylesheet();
    link.dispatchEvent(new Event('error'));
    expect(await settles(applied)).toBe(true);
  });

  it('does not wait for events of a request that has already ended', async () => {
    const link = linkStylesheet();
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([{} as PerformanceEntry]);
    const applied = appStylesheet();
    expect(link.media).toBe('all');
    expect(await settles(applied)).toBe(true);
  });
});
