import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { testQueryClient } from '../../../test/render';
import { BALANCE_SYNC_MS, useBalanceSync } from './sync-balances';

function Syncing() {
  useBalanceSync();
  return null;
}

const mount = () =>
  render(
    <QueryClientProvider client={testQueryClient()}>
      <Syncing />
    </QueryClientProvider>,
  );

let calls: ReturnType<typeof mockFetch>['calls'];
const syncs = () => calls.filter((c) => c.path === '/api/balances/sync').length;
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  calls = mockFetch([{ path: '/api/balances/sync', body: { credited: [] } }]).calls;
});
afterEach(() => vi.useRealTimers());

describe('useBalanceSync', () => {
  it('syncs on mount, then every 30 seconds', async () => {
    mount();
    await advance(0);
    expect(syncs()).toBe(1);
    await advance(BALANCE_SYNC_MS - 1);
    expect(syncs()).toBe(1);
    await advance(1);
    expect(syncs()).toBe(2);
  });

  it('reloads and navigations within 30 seconds share one sync', async () => {
    // Five page loads in ten seconds: each mounts the shell afresh.
    for (let i = 0; i < 5; i++) {
      const page = mount();
      await advance(2_000);
      page.unmount();
    }
    expect(syncs()).toBe(1);
    // The next page load after the 30 seconds syncs again.
    await advance(BALANCE_SYNC_MS);
    mount();
    await advance(0);
    expect(syncs()).toBe(2);
  });

  it('two tabs open together keep one rhythm', async () => {
    mount();
    mount();
    await advance(0);
    expect(syncs()).toBe(1);
    await advance(BALANCE_SYNC_MS);
    expect(syncs()).toBe(2);
  });
});
