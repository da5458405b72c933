import { endpoints } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { firstScreenEndpoints } from './first-screen-endpoints';

describe('first-screen endpoints', () => {
  it.each(Object.entries(firstScreenEndpoints))('%s is exactly the contract entry', (name, entry) => {
    const contract = endpoints[name as keyof typeof endpoints];
    expect(entry).toEqual(contract);
    // The very same schema objects, not look-alikes.
    for (const key of ['body', 'query', 'params', 'response'] as const) {
      expect((entry as Record<string, unknown>)[key], key).toBe((contract as Record<string, unknown>)[key]);
    }
  });
});
