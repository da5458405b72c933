import { Send } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { SendFees } from './asset-amount-fields';
import { SecurityNotice } from './security-notice';
import type { SendAmountState } from './use-send-amount';

/** The end of every send form: the server's fee breakdown, the security notice and the submit button. */
export function SendFooter({
  state,
  enabled,
  pending,
  label,
}: {
  state: SendAmountState;
  enabled: boolean;
  pending: boolean;
  label: string;
}) {
  return (
    <>
      <SendFees state={state} />
      <SecurityNotice />
      <Button
        type="submit"
        size="lg"
        fullWidth
        disabled={!enabled}
        // After a send the form resets and the button disables itself: focus stays on it.
        focusableWhenDisabled
        loading={pending}
        loadingText="Processing Transaction..."
        leftIcon={<Send className="size-4.5" aria-hidden />}
        data-testid="send-submit"
      >
        {label}
      </Button>
    </>
  );
}
