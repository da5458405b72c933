import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { KycVerification } from './kyc-verification';

export function KycPage() {
  useDocumentTitle('Identity Verification');
  return (
    <div className="mx-auto max-w-2xl" data-testid="kyc-page">
      <PageHeader
        title="Identity Verification"
        description="Verify your identity to unlock deposits, withdrawals and higher limits."
      />
      <KycVerification />
    </div>
  );
}
