import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { Card } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { SelectField } from '../../../../components/ui/select-field';
import { Skeleton } from '../../../../components/ui/skeleton';
import { formatDateTime } from '../../../../lib/format';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useAudit } from '../../api/get-audit';
import { auditAction, auditChange, auditFilters, auditTarget } from '../../lib/audit-text';
import { LoadMore } from '../../../../components/ui/load-more';

/** Every admin action: who, when, what and why (newest first). */
export function AuditPage() {
  useDocumentTitle('Audit log');
  const [action, setAction] = useState('');
  const audit = useAudit(action);
  const rows = audit.data?.pages.flat() ?? [];

  let body;
  if (audit.isPending)
    body = (
      <div role="status" aria-label="Loading the audit log" className="space-y-3 p-4">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  else if (audit.isError && !audit.data)
    body = <LoadError className="m-4" message="We couldn't load the audit log." onRetry={() => void audit.refetch()} />;
  else if (!rows.length)
    body = (
      <EmptyState
        icon={<ScrollText className="size-7" aria-hidden />}
        title="No admin actions yet"
        data-testid="audit-empty"
      />
    );
  else
    body = (
      <>
        <ol className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="audit-list">
          {rows.map((e) => (
            <li
              key={e.id}
              className="grid gap-1 p-4 sm:grid-cols-[11rem_1fr]"
              data-testid="audit-entry"
              data-action={e.action}
            >
              <p className="text-xs text-slate-500 dark:text-slate-400">{formatDateTime(e.created_at)}</p>
              <div className="min-w-0 text-sm">
                <p className="break-words text-slate-900 dark:text-white">
                  <span className="font-semibold">@{e.actor_tag}</span> {auditAction(e)}{' '}
                  <span className="font-medium break-words">{auditTarget(e)}</span>
                </p>
                {auditChange(e) && (
                  <p className="mt-0.5 text-xs break-words text-slate-600 dark:text-slate-300">{auditChange(e)}</p>
                )}
                {e.reason && (
                  <p
                    className="mt-0.5 text-xs break-words text-slate-600 dark:text-slate-300"
                    data-testid="audit-reason"
                  >
                    Reason: {e.reason}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ol>
        <LoadMore query={audit} />
      </>
    );

  return (
    <div data-testid="admin-audit">
      <PageHeader title="Audit log" description="Every admin action: who, when, what and why." />
      <Card className="mb-4 p-4">
        <SelectField
          label="Show"
          options={auditFilters}
          value={action}
          onChange={(ev) => setAction(ev.target.value)}
          className="max-w-xs"
          data-testid="audit-filter"
        />
      </Card>
      <Card className="overflow-hidden">{body}</Card>
    </div>
  );
}
