import { Alert } from '../../components/ui/alert';
import { useCurrentUser } from '../../lib/session';

/**
 * An admin froze the account: every signed-in page says so before the user tries to send, and
 * the banner comes and goes live (the profile refetches on `account_update`).
 */
export function FrozenBanner() {
  if (!useCurrentUser().frozen) return null;
  return (
    <Alert className="mb-6" data-testid="account-frozen-banner">
      <p className="font-semibold">Your account is frozen</p>
      <p>You can sign in and see your balances, but you cannot send money out. Contact support.</p>
    </Alert>
  );
}
