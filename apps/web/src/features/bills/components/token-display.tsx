import { groupToken } from '@app/contract';
import { CopyButton } from '../../../components/ui/copy-button';

/** A prepaid electricity token in large digits, four at a time, with a copy button. */
export function TokenDisplay({ token, units }: { token: string; units: string | null }) {
  return (
    <div
      className="rounded-2xl bg-slate-900 px-4 py-4 text-center text-white dark:bg-slate-800"
      data-testid="bills-token"
    >
      <p className="text-xs font-semibold tracking-wide text-slate-300 uppercase">Your token</p>
      <div className="mt-2 flex flex-wrap items-center justify-center gap-x-2 gap-y-1">
        <p
          className="font-mono text-lg font-bold whitespace-nowrap tabular-nums sm:text-2xl sm:tracking-wider"
          data-testid="bills-token-value"
          data-token={token}
        >
          {groupToken(token)}
        </p>
        <CopyButton
          value={token}
          label="Copy token"
          className="text-slate-300 hover:bg-white/10 hover:text-white dark:text-slate-300 dark:hover:bg-white/10"
        />
      </div>
      {units && (
        <p className="mt-1 text-sm text-slate-300" data-testid="bills-token-units">
          {units}
        </p>
      )}
    </div>
  );
}
