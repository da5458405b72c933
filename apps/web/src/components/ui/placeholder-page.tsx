import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Card } from './card';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';

/** A titled page for screens that ship in a later release. */
export function PlaceholderPage({
  title,
  description,
  icon,
  message = 'Coming in a later release',
  detail = "We're putting the finishing touches on this screen. It will appear here as soon as it's ready.",
}: {
  title: string;
  description: string;
  icon?: ReactNode;
  message?: string;
  detail?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div data-testid="placeholder-page">
      <PageHeader title={title} description={description} />
      <Card>
        <EmptyState
          icon={icon ?? <Sparkles className="size-7" aria-hidden />}
          title={message}
          description={detail}
          data-testid="coming-soon"
        />
      </Card>
    </div>
  );
}
