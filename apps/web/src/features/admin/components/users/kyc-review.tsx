import { banks, type AdminKycItem } from '@app/contract';
import { formatDateTime } from '../../../../lib/format';
import { Badge } from '../shared/badge';
import { DocumentPreview } from './document-preview';

const checkTone = (status: string) => (status === 'found' ? 'green' : status === 'not_provided' ? 'gray' : 'red');

/** The submission an admin decides on: what the user entered, what the check provider found, the documents. */
export function KycReview({ kyc }: { kyc: AdminKycItem }) {
  const rows: [string, string][] = [
    ['Full name', kyc.full_name],
    ['Phone', kyc.phone_number],
    ['Bank', `${banks.find((b) => b.value === kyc.bank_name)?.label ?? kyc.bank_name} ${kyc.account_number}`],
    ['BVN', kyc.bvn ?? 'Not given'],
    ['Submitted', formatDateTime(kyc.submitted_at)],
  ];
  return (
    <div className="space-y-4" data-testid="kyc-review">
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
            <dd className="font-medium break-words text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
      {kyc.rejection_reason && (
        <p className="text-sm text-red-700 dark:text-red-300" data-testid="kyc-review-rejection">
          Rejected: {kyc.rejection_reason}
        </p>
      )}
      {kyc.check && (
        <div className="rounded-xl bg-slate-50 p-3 text-sm ring-1 ring-slate-900/5 dark:bg-slate-800/50 dark:ring-white/5">
          <p className="font-medium text-slate-900 dark:text-white">
            {kyc.check.provider} check: <span className="font-normal">{kyc.check.summary}</span>
          </p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {kyc.check.checks.map((c) => (
              <li key={c.type}>
                <Badge tone={checkTone(c.status)}>
                  {c.type.toUpperCase()}: {c.status.replace('_', ' ')}
                  {c.name_match_score !== null ? ` · match ${c.name_match_score}%` : ''}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <DocumentPreview label="ID document" url={kyc.id_document} />
        <DocumentPreview label="Proof of address" url={kyc.proof_of_address} />
      </div>
    </div>
  );
}
