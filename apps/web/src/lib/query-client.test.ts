import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

afterEach(() => onlineManager.setOnline(true));

describe('createQueryClient', () => {
  it('runs a mutation while offline, so it fails now rather than going out when the connection returns', async () => {
    onlineManager.setOnline(false);
    let calls = 0;
    const observer = new MutationObserver(createQueryClient(), {
      mutationFn: async () => {
        calls++;
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(observer.mutate()).rejects.toThrow('Failed to fetch');
    expect(calls).toBe(1);
    expect(observer.getCurrentResult().isPaused).toBe(false);
  });
});
