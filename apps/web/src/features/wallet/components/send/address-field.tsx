import { addressShapeError } from '@app/contract';
import { clsx } from 'clsx';
import { CircleCheck, Wallet } from 'lucide-react';
import { useId, useState } from 'react';
import { fieldInputClass, fieldToneClass } from '../../../../components/ui/text-field';
import { chainName } from '../../../../lib/chains';

export type AddressCheck =
  { state: 'empty' } | { state: 'valid' } | { state: 'typing' } | { state: 'invalid'; message: string };

/** Most characters an address of this chain can have (0x + hex digits). */
const maxLength = (chain: string) => (chain === 'starknet' ? 66 : 42);

/**
 * Live format check of a recipient address for `chain`. While the text could still grow into
 * a valid address (a hex prefix) and the field hasn't been left, it is 'typing', not an error;
 * anything that can never be valid is flagged at once.
 */
export function checkAddress(chain: string, input: string, blurred: boolean): AddressCheck {
  const text = input.trim();
  if (text === '') return { state: 'empty' };
  const error = addressShapeError(chain, text);
  if (error === null) return { state: 'valid' };
  const couldGrow = /^(0|0x[0-9a-fA-F]*)$/.test(text) && text.length < maxLength(chain);
  return couldGrow && !blurred ? { state: 'typing' } : { state: 'invalid', message: error };
}

export function AddressField({
  chain,
  value,
  onChange,
}: {
  chain: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  // The text as it was when the field was last left: a partial address is flagged only then.
  const [leftWith, setLeftWith] = useState<string | null>(null);
  const check = checkAddress(chain, value, leftWith === value);
  const network = chainName(chain);
  const messageId = `${id}-message`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300">
        Recipient address
      </label>
      <div className="relative">
        <span className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3.5 text-slate-500 dark:text-slate-400">
          <Wallet className="size-4.5" aria-hidden />
        </span>
        <input
          id={id}
          name="receiver_address"
          type="text"
          inputMode="text"
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={100}
          placeholder={chain === 'starknet' ? '0x… (Starknet address)' : '0x… (40 hex characters)'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={() => setLeftWith(value)}
          aria-invalid={check.state === 'invalid' ? true : undefined}
          aria-describedby={messageId}
          data-testid="send-address"
          data-valid={check.state === 'valid'}
          className={clsx(
            fieldInputClass,
            'h-12 pr-10 pl-10 font-mono text-sm',
            fieldToneClass[check.state === 'invalid' ? 'invalid' : check.state === 'valid' ? 'valid' : 'default'],
          )}
        />
        {check.state === 'valid' && (
          <span className="pointer-events-none absolute inset-y-0 right-0 flex items-center pr-3.5 text-brand-600 dark:text-brand-400">
            <CircleCheck className="size-5" aria-hidden />
          </span>
        )}
      </div>
      <div id={messageId} aria-live="polite" className="mt-1.5 text-xs">
        {check.state === 'invalid' ? (
          <p data-testid="send-address-error" className="text-sm text-red-600 dark:text-red-400">
            {check.message}
          </p>
        ) : check.state === 'valid' ? (
          <p data-testid="send-address-valid" className="font-medium text-brand-600 dark:text-brand-400">
            Valid {network} address format
          </p>
        ) : (
          <p className="text-slate-500 dark:text-slate-400">
            The recipient's address on the {network} network. Sends to a wrong address can't be undone.
          </p>
        )}
      </div>
    </div>
  );
}
