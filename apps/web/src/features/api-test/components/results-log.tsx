import { clsx } from 'clsx';
import { Card } from '../../../components/ui/card';

export interface LogEntry {
  id: string;
  at: Date;
  ok: boolean;
  label: string;
  detail: string;
}

const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

export function ResultsLog({ entries }: { entries: LogEntry[] }) {
  return (
    <Card className="mt-6 overflow-hidden">
      <div className="flex items-center justify-between border-b border-slate-100 px-5 py-3.5 dark:border-slate-800">
        <h2 className="text-sm font-semibold text-slate-900 dark:text-white">Results</h2>
        <span className="text-xs text-slate-500 dark:text-slate-400">{entries.length} entries</span>
      </div>
      {entries.length === 0 ? (
        <p
          data-testid="api-test-results-empty"
          className="px-5 py-8 text-center text-sm text-slate-500 dark:text-slate-400"
        >
          No results yet.
        </p>
      ) : (
        <ol
          data-testid="api-test-results"
          className="divide-y divide-slate-100 font-mono text-[13px] dark:divide-slate-800"
        >
          {entries.map((entry) => (
            <li key={entry.id} data-testid="api-test-result" data-ok={entry.ok} className="flex gap-3 px-5 py-2.5">
              <time dateTime={entry.at.toISOString()} className="shrink-0 text-slate-500 dark:text-slate-400">
                [{time.format(entry.at)}]
              </time>
              <span
                className={clsx(
                  'min-w-0 break-words',
                  entry.ok ? 'text-brand-700 dark:text-brand-400' : 'text-red-600 dark:text-red-400',
                )}
              >
                {entry.label}: {entry.detail}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
