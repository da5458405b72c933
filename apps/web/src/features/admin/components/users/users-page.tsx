import { kycStatus, type AdminUser, type KycStatus } from '@app/contract';
import { Search, Snowflake, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { SelectField } from '../../../../components/ui/select-field';
import { Skeleton } from '../../../../components/ui/skeleton';
import { TextField } from '../../../../components/ui/text-field';
import { formatDateTime } from '../../../../lib/format';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useUsers } from '../../api/get-users';
import { kycLabels, shortAddress } from '../../lib/labels';
import { Badge } from '../shared/badge';
import { UserDetailModal } from './user-detail-modal';
import { TableHead } from '../../../../components/ui/table-head';
import { LoadMore } from '../../../../components/ui/load-more';

const kycFilter = [
  { value: '', label: 'All' },
  { value: 'verified', label: 'Verified' },
  { value: 'pending', label: 'Pending' },
  { value: 'none', label: 'No KYC' },
  { value: 'rejected', label: 'Rejected' },
];

function UserBadges({ user }: { user: AdminUser }) {
  const kyc = kycLabels[user.kyc_status];
  return (
    <span className="flex flex-wrap gap-1.5">
      <Badge tone={kyc.tone} testId="user-kyc">
        {kyc.label}
      </Badge>
      <Badge tone={user.tier >= 2 ? 'green' : 'gray'} testId="user-tier">
        Tier {user.tier}
      </Badge>
      {user.frozen && (
        <Badge tone="sky" testId="user-frozen">
          <Snowflake className="size-3" aria-hidden /> Frozen
        </Badge>
      )}
    </span>
  );
}

export function UsersPage() {
  useDocumentTitle('Users');
  const [search, setSearch] = useState('');
  const [kyc, setKyc] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const q = useDebouncedValue(search.trim(), 300);
  const filters = { ...(q ? { q } : {}), ...(kyc ? { kyc_status: kycStatus.parse(kyc) as KycStatus } : {}) };
  const users = useUsers(filters);
  const rows = users.data?.pages.flat() ?? [];

  let body;
  if (users.isPending)
    body = (
      <div role="status" aria-label="Loading users" className="space-y-3 p-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  else if (users.isError && !users.data)
    body = <LoadError className="m-4" message="We couldn't load the users." onRetry={() => void users.refetch()} />;
  else if (!rows.length)
    body = (
      <EmptyState
        icon={<Users className="size-7" aria-hidden />}
        title="No users match"
        description="Try another search or KYC status."
        data-testid="users-empty"
      />
    );
  else
    body = (
      <>
        <ul className="divide-y divide-slate-100 md:hidden dark:divide-slate-800">
          {rows.map((u) => (
            <li key={u.id} className="flex items-start justify-between gap-3 p-4" data-testid="user-card">
              <div className="min-w-0 space-y-1">
                <p className="font-semibold break-all text-slate-900 dark:text-white">@{u.tag}</p>
                <p className="text-xs break-all text-slate-500 dark:text-slate-400">{u.email}</p>
                <UserBadges user={u} />
              </div>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setOpenId(u.id)}
                data-testid="user-view"
                aria-label={`View @${u.tag}`}
              >
                View
              </Button>
            </li>
          ))}
        </ul>
        <div className="hidden overflow-x-auto md:block">
          <table className="w-full text-left text-sm" data-testid="users-table">
            <TableHead
              className="border-b border-slate-100 text-xs text-slate-500 uppercase dark:border-slate-800 dark:text-slate-400"
              cellClassName="px-4 py-3 font-semibold"
              columns={[
                'User',
                'Wallet',
                'KYC status',
                'Joined',
                'Last login',
                <span className="sr-only">Actions</span>,
              ]}
            />
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {rows.map((u) => (
                <tr key={u.id} data-testid="user-row" data-tag={u.tag}>
                  <td className="px-4 py-3">
                    <p className="font-semibold text-slate-900 dark:text-white">@{u.tag}</p>
                    <p className="text-xs text-slate-500 dark:text-slate-400">{u.email}</p>
                  </td>
                  <td
                    className="px-4 py-3 font-mono text-xs text-slate-600 dark:text-slate-300"
                    title={u.address ?? undefined}
                  >
                    {shortAddress(u.address)}
                  </td>
                  <td className="px-4 py-3">
                    <UserBadges user={u} />
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-600 dark:text-slate-300">
                    {formatDateTime(u.created_at)}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-600 dark:text-slate-300">
                    {u.last_login ? formatDateTime(u.last_login) : 'Never'}
                  </td>
                  <td className="px-4 py-3 text-right">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setOpenId(u.id)}
                      data-testid="user-view"
                      aria-label={`View @${u.tag}`}
                    >
                      View
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <LoadMore query={users} />
      </>
    );

  return (
    <div data-testid="admin-users">
      <PageHeader title="Users" description="Search users, review identity verification, freeze accounts." />
      <Card className="mb-4 grid gap-3 p-4 sm:grid-cols-[1fr_14rem]">
        <TextField
          label="Search by tag or email"
          type="search"
          placeholder="@tag or name@example.com"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          leading={<Search className="size-4.5" aria-hidden />}
          data-testid="users-search"
        />
        <SelectField
          label="KYC status"
          options={kycFilter}
          value={kyc}
          onChange={(e) => setKyc(e.target.value)}
          selectClassName="h-12"
          data-testid="users-kyc-filter"
        />
      </Card>
      <Card className="overflow-hidden">{body}</Card>
      <UserDetailModal userId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
