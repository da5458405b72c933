import { autoConvertForm, autoConvertMessages, formatAmount, type Balance } from '@app/contract';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../components/ui/toast';
import { errorMessage } from '../../../../lib/api-client';
import { formatDecimal } from '../../../../lib/format';
import { useZodForm } from '../../../../lib/forms/use-zod-form';
import { useUpdateAutoConvert } from '../../api/update-auto-convert';
import { exampleThreshold, toUnits } from '../../lib/amounts';

const decimalsOnly = (value: string) => value.replace(/[^\d.]/g, '');

/** What would convert at once if this threshold were saved (the balance is already above it). */
function excessNow(balance: Balance, threshold: string): string | null {
  const limit = toUnits(threshold, balance.decimals);
  const held = toUnits(balance.amount, balance.decimals);
  if (limit === null || held === null || held <= limit) return null;
  return formatAmount(held - limit, balance.decimals);
}

/**
 * The Auto-Convert Threshold form of a balance card (spec): 'Enable Auto-Convert' or 'Update
 * Threshold', 'Updating...' while saving, 'New threshold set.' or the server's message (else
 * 'Failed to set threshold.'). An empty threshold is refused before any call. The minimum rate is
 * optional: below it, a conversion waits for the rate to recover.
 */
export function AutoConvertForm({ balance }: { balance: Balance }) {
  const symbol = balance.token_symbol;
  const enabled = balance.auto_convert_threshold !== null;
  // `values`, not a remount: a saved (or live-updated) threshold refills the same fields, so focus stays put.
  const form = useZodForm(autoConvertForm, {
    values: { threshold: balance.auto_convert_threshold ?? '', min_rate: balance.auto_convert_min_rate ?? '' },
  });
  const update = useUpdateAutoConvert();
  const threshold = useWatch({ control: form.control, name: 'threshold' });
  const excess = excessNow(balance, threshold);
  // The threshold shown is the one saved: the excess is already waiting to convert.
  const saved =
    enabled && toUnits(threshold, balance.decimals) === toUnits(balance.auto_convert_threshold!, balance.decimals);

  const save = form.handleSubmit((values) => {
    const body = {
      auto_convert_threshold: values.threshold,
      auto_convert_min_rate: values.min_rate === '' ? null : values.min_rate,
    };
    update.mutate(
      { balanceId: balance.id, body },
      {
        onSuccess: () => toast.success(autoConvertMessages.thresholdSet),
        onError: (error) => {
          form.showServerError(error, autoConvertMessages.thresholdFailed);
          toast.error(errorMessage(error, autoConvertMessages.thresholdFailed));
        },
      },
    );
  });

  const turnOff = () =>
    update.mutate(
      { balanceId: balance.id, body: { auto_convert_threshold: null } },
      {
        onSuccess: () => {
          toast.success('Auto-convert turned off.');
          // The Turn off button goes with the threshold: focus moves to the field that turns it on again.
          form.setFocus('threshold');
        },
        onError: (error) => toast.error(errorMessage(error, autoConvertMessages.thresholdFailed)),
      },
    );

  return (
    <form onSubmit={save} noValidate data-testid={`auto-convert-form-${symbol}`} className="space-y-3">
      <TextField
        label="Auto-Convert Threshold"
        inputMode="decimal"
        autoComplete="off"
        placeholder={`e.g. ${exampleThreshold(balance.token_price)}`}
        {...form.field('threshold', { normalize: decimalsOnly })}
        hint={autoConvertMessages.help}
        data-testid={`auto-convert-threshold-${symbol}`}
      />
      {excess && (
        <p data-testid={`auto-convert-excess-${symbol}`} className="-mt-1 text-xs text-amber-700 dark:text-amber-300">
          The {formatDecimal(excess, { maxFraction: 6 })} {symbol} above it{' '}
          {saved
            ? 'is on its way to NGN: after the pause between conversions, or once the rate reaches your minimum.'
            : 'converts to NGN as soon as you save.'}
        </p>
      )}
      <TextField
        label={`Minimum rate (NGN per ${symbol}, optional)`}
        inputMode="decimal"
        autoComplete="off"
        placeholder="Any rate"
        {...form.field('min_rate', { normalize: decimalsOnly })}
        hint="Below this rate a conversion waits until the rate recovers."
        data-testid={`auto-convert-min-rate-${symbol}`}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          size="sm"
          loading={update.isPending}
          loadingText="Updating..."
          data-testid={`auto-convert-save-${symbol}`}
        >
          {enabled ? 'Update Threshold' : 'Enable Auto-Convert'}
        </Button>
        {enabled && (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={update.isPending}
            onClick={turnOff}
            data-testid={`auto-convert-off-${symbol}`}
          >
            Turn off
          </Button>
        )}
      </div>
    </form>
  );
}
