import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { testQueryClient } from '../test/render';
import { useIdempotentMutation } from './use-idempotent-mutation';

interface Pay {
  item: string;
  idempotencyKey: string;
}

/** A mutation whose requests stay open until the test answers them, one by one. */
function setup() {
  const sent: { request: Pay; answer: (ok: boolean) => void }[] = [];
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () =>
      useIdempotentMutation(
        useMutation({
          mutationFn: (request: Pay) =>
            new Promise<string>((resolve, reject) =>
              sent.push({ request, answer: (ok) => (ok ? resolve('paid') : reject(new Error('declined'))) }),
            ),
        }),
      ),
    { wrapper },
  );
  return { result, sent };
}

describe('useIdempotentMutation', () => {
  it('sends one request at a time; a retry after an error keeps the key, the next action after success gets a new one', async () => {
    const { result, sent } = setup();
    await act(async () => {
      result.current.submit({ item: 'a' });
      result.current.submit({ item: 'a' });
    });
    expect(sent).toHaveLength(1);

    await act(async () => sent[0]!.answer(false));
    await waitFor(() => expect(result.current.error?.message).toBe('declined'));
    await act(async () => result.current.submit({ item: 'a' }));
    expect(sent).toHaveLength(2);
    expect(sent[1]!.request.idempotencyKey).toBe(sent[0]!.request.idempotencyKey);

    await act(async () => sent[1]!.answer(true));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    await act(async () => result.current.submit({ item: 'a' }));
    expect(sent).toHaveLength(3);
    expect(sent[2]!.request.idempotencyKey).not.toBe(sent[0]!.request.idempotencyKey);
  });

  it('after reset (a dialog closed mid-request), the next submit is sent', async () => {
    const { result, sent } = setup();
    await act(async () => result.current.submit({ item: 'a' }));
    act(() => result.current.reset());
    await act(async () => result.current.submit({ item: 'b' }));
    expect(sent.map((s) => s.request.item)).toEqual(['a', 'b']);
  });
});
