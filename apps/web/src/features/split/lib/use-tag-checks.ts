import { TAG_PATTERN } from '@app/contract';
import { useQueries } from '@tanstack/react-query';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { lookupTag } from '../api/lookup-tag';
import { splitKeys } from '../api/query-keys';

export type TagStatus = 'empty' | 'invalid' | 'self' | 'checking' | 'found' | 'missing' | 'error';
export interface TagCheck {
  status: TagStatus;
  /** The tag as its owner spells it, once found. */
  tag?: string;
}

export const clean = (typed: string) => typed.trim().replace(/^@/, '');

/**
 * Each typed tag checked against the server as it is typed (after a pause; each tag asked once a
 * minute at most), so every row shows whether the person exists before anything is sent.
 */
export function useTagChecks(typed: string[], selfTag: string | undefined): TagCheck[] {
  const tags = typed.map(clean);
  const asked = useDebouncedValue(tags, 350);
  const lookable = (t: string) => TAG_PATTERN.test(t) && t.toLowerCase() !== selfTag?.toLowerCase();
  // One lookup per distinct tag (rows may repeat one; the form flags the duplicate).
  const distinct = [...new Set(asked.filter(lookable).map((t) => t.toLowerCase()))];
  const results = useQueries({
    queries: distinct.map((t) => ({
      queryKey: splitKeys.tag(t),
      queryFn: ({ signal }: { signal: AbortSignal }) => lookupTag(t, signal),
      staleTime: 60_000,
      retry: false,
    })),
  });
  const byTag = new Map(distinct.map((t, i) => [t, results[i]!]));
  return tags.map((t, i): TagCheck => {
    if (!t) return { status: 'empty' };
    if (!TAG_PATTERN.test(t)) return { status: 'invalid' };
    if (selfTag && t.toLowerCase() === selfTag.toLowerCase()) return { status: 'self' };
    const result = asked[i] === t ? byTag.get(t.toLowerCase()) : undefined;
    if (!result || result.isPending) return { status: 'checking' };
    if (result.isError) return { status: 'error' };
    return result.data.exists ? { status: 'found', tag: result.data.tag } : { status: 'missing' };
  });
}
