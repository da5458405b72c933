import type { CreateBeneficiaryRequest } from '@app/contract';
import { useState } from 'react';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { toast } from '../../../../components/ui/toast';
import { errorMessage } from '../../../../lib/api-client';
import { useSaveBeneficiary } from '../../api/beneficiaries';

/**
 * The 'Save recipient' box of a send form. After a successful send the recipient is saved when
 * the box is ticked, or marked as used when it came from the saved list (so it comes first).
 */
export function useSaveRecipient() {
  const [checked, setChecked] = useState(false);
  // What was filled in from the saved list: used again only if it is what was sent.
  const [picked, setPicked] = useState<string | null>(null);
  const save = useSaveBeneficiary();
  return {
    checked,
    /** The recipient fields were filled from the saved list with this recipient (its key). */
    setPicked,
    afterSend(recipient: CreateBeneficiaryRequest, key: string) {
      if (checked || picked === key) {
        save.mutate(recipient, {
          onSuccess: () => {
            if (checked) toast.success('Recipient saved.');
          },
          onError: (e) => toast.error(errorMessage(e, 'The money was sent, but the recipient could not be saved.')),
        });
      }
      setChecked(false);
      setPicked(null);
    },
    box: (
      <CheckboxField
        label="Save recipient for next time"
        checked={checked}
        onChange={(e) => setChecked(e.target.checked)}
        data-testid="save-recipient"
      />
    ),
  };
}
