import { Activity, LogIn, Trash } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { checkHealth } from '../api/check-health';
import { probeLogin } from '../api/test-login';
import { HealthStatusCard, type HealthState } from './health-status-card';
import { ResultsLog, type LogEntry } from './results-log';

export function ApiTestPage() {
  useDocumentTitle('API connection test');
  const [health, setHealth] = useState<HealthState>({ kind: 'idle' });
  const [log, setLog] = useState<LogEntry[]>([]);
  const [busy, setBusy] = useState<'health' | 'login' | null>(null);

  const append = (entry: Omit<LogEntry, 'id' | 'at'>) =>
    setLog((prev) => [{ ...entry, id: crypto.randomUUID(), at: new Date() }, ...prev]);

  async function runHealth() {
    setBusy('health');
    setHealth({ kind: 'checking' });
    try {
      const result = await checkHealth();
      setHealth({ kind: 'up', result });
      append({ ok: true, label: 'Health check', detail: `status ${result.status}, database ${result.database}` });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setHealth({ kind: 'down', message });
      append({ ok: false, label: 'Health check', detail: `API is down (${message})` });
    } finally {
      setBusy(null);
    }
  }

  async function runLogin() {
    setBusy('login');
    const result = await probeLogin();
    append({
      ok: result.ok,
      label: 'Login endpoint',
      detail: result.ok ? `working: ${result.detail}` : `endpoint error: ${result.detail}`,
    });
    setBusy(null);
  }

  return (
    <div>
      <PageHeader title="API Connection Test" description="Check that the app can reach the server and its database." />
      <Card className="p-5 sm:p-6">
        <div className="flex flex-wrap gap-3">
          <Button
            onClick={runHealth}
            loading={busy === 'health'}
            leftIcon={<Activity className="size-4" aria-hidden />}
            disabled={busy !== null}
          >
            Test Health Check
          </Button>
          <Button
            variant="outline"
            onClick={runLogin}
            loading={busy === 'login'}
            leftIcon={<LogIn className="size-4" aria-hidden />}
            disabled={busy !== null}
          >
            Test Login Endpoint
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setLog([]);
              setHealth({ kind: 'idle' });
            }}
            leftIcon={<Trash className="size-4" aria-hidden />}
          >
            Clear Results
          </Button>
        </div>
        <HealthStatusCard state={health} />
      </Card>
      <ResultsLog entries={log} />
    </div>
  );
}
