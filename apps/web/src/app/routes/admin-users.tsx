import { UsersPage } from '../../features/admin/components/users/users-page';

export function Component() {
  return <UsersPage />;
}
