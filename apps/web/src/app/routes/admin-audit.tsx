import { AuditPage } from '../../features/admin/components/audit/audit-page';

export function Component() {
  return <AuditPage />;
}
