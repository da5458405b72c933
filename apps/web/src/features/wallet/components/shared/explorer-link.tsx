import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** True for our own transaction page (the devnet's "explorer"), false for an external explorer. */
export const isInAppUrl = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * Link to a transaction's explorer page: an external explorer opens in a new tab; on the
 * devnet the server points at our own /transactions/:id page, which stays in the app.
 */
export function ExplorerLink({
  url,
  children,
  className,
  'data-testid': testId = 'explorer-link',
  title,
}: {
  url: string;
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
  title?: string;
}) {
  if (isInAppUrl(url)) {
    return (
      <Link to={url} className={className} data-testid={testId} data-external="false" title={title}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      data-testid={testId}
      data-external="true"
      title={title}
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
