import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';

/** What `LoadMore` needs of an infinite query (TanStack Query's `useInfiniteQuery`). */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The foot of a paged list: "Load more" while there is a next page, `end` once there is not (nothing
 * when it is left out), and a message when a next page failed to load.
 */
export function LoadMore({
  query,
  end,
  variant = 'outline',
  'data-testid': testId,
}: {
  query: PagedQuery;
  end?: ReactNode;
  variant?: ButtonProps['variant'];
  'data-testid'?: string;
}) {
  if (!query.hasNextPage && !end && !query.isFetchNextPageError) return null;
  return (
    <div className="flex flex-col items-center gap-2 border-t border-slate-100 p-4 dark:border-slate-800">
      {query.hasNextPage ? (
        <Button
          variant={variant}
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          loadingText="Loading..."
          data-testid={testId}
        >
          Load more
        </Button>
      ) : (
        end
      )}
      {query.isFetchNextPageError && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          Couldn't load more. Please try again.
        </p>
      )}
    </div>
  );
}
