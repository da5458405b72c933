import { SLIPPAGE, type AssetSymbol, type Balance } from '@app/contract';
import { clsx } from 'clsx';
import { ArrowDownUp, Settings2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/toast';
import { errorMessage, isApiError } from '../../../../lib/api-client';
import { formatDecimal, formatUsd } from '../../../../lib/format';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useExecuteSwap } from '../../api/execute-swap';
import { useSwapQuote, type QuoteInput } from '../../api/get-swap-quote';
import { checkAmount } from '../../lib/amounts';
import { initialPair } from '../../lib/initial-pair';
import { useSecondsLeft } from '../../lib/countdown';
import { useIdempotentMutation } from '../../../../lib/use-idempotent-mutation';
import { AmountBox, amountInputClass } from './amount-box';
import { QuoteDetails, QuoteRate } from './quote-details';
import { SlippagePanel } from './slippage-panel';
import { swapButtonState } from './swap-button';
import { TokenSelect } from './token-select';
import { LoadError } from '../../../../components/ui/load-error';

export const SWAP_NOTE = 'Powered by a decentralized exchange \u2022 Best price guaranteed';
const QUOTE_DEBOUNCE_MS = 400;

/**
 * Instant Swap (spec §2): pay one token, receive another at a firm quote. The quote refreshes while
 * the user types (debounced) and when its lock ends; the Swap button executes exactly the quote on
 * show. An expired quote is re-quoted and the user asked again.
 */
export function SwapForm({
  balances,
  wantedFrom,
  wantedTo,
}: {
  balances: Balance[];
  wantedFrom?: AssetSymbol | undefined;
  wantedTo?: AssetSymbol | undefined;
}) {
  const [initial] = useState(() => initialPair(balances, wantedFrom, wantedTo));
  const [fromSymbol, setFromSymbol] = useState<AssetSymbol>(initial[0]);
  const [toSymbol, setToSymbol] = useState<AssetSymbol>(initial[1]);
  const [amount, setAmount] = useState('');
  const [slippage, setSlippage] = useState<number>(SLIPPAGE.default);
  const [showSettings, setShowSettings] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const ids = { pay: useId(), receive: useId(), settings: useId() };
  const execute = useIdempotentMutation(useExecuteSwap());

  const from = balances.find((b) => b.token_symbol === fromSymbol);
  const to = balances.find((b) => b.token_symbol === toSymbol);
  const check = from ? checkAmount(amount, from) : ({ state: 'empty' } as const);
  const sameToken = fromSymbol === toSymbol;
  const wanted: QuoteInput | null =
    check.state === 'ok' && !sameToken
      ? { from_symbol: fromSymbol, to_symbol: toSymbol, amount: check.amount, slippage }
      : null;
  const wantedKey = wanted ? JSON.stringify(wanted) : '';
  const debouncedKey = useDebouncedValue(wantedKey, QUOTE_DEBOUNCE_MS);
  const quote = useSwapQuote(debouncedKey ? (JSON.parse(debouncedKey) as QuoteInput) : null);
  const current = debouncedKey === wantedKey && wanted !== null ? quote.data : undefined;
  const secondsLeft = useSecondsLeft(current?.expires_at);
  const quoteReady = Boolean(current) && !quote.isPlaceholderData && !quote.isFetching && secondsLeft > 0;
  const quoteError = wanted && debouncedKey === wantedKey && quote.isError ? quote.error : null;

  const button = swapButtonState({
    haveTokens: Boolean(from && to),
    sameToken,
    amount: check,
    quoteReady,
    quoteFailed: Boolean(quoteError),
  });

  const changeFrom = (symbol: string) => {
    setNotice(null);
    if (symbol === toSymbol) setToSymbol(fromSymbol);
    setFromSymbol(symbol as AssetSymbol);
  };
  const changeTo = (symbol: string) => {
    setNotice(null);
    if (symbol === fromSymbol) setFromSymbol(toSymbol);
    setToSymbol(symbol as AssetSymbol);
  };
  const flip = () => {
    setNotice(null);
    setFromSymbol(toSymbol);
    setToSymbol(fromSymbol);
  };

  const onSwap = () => {
    if (!button.enabled || !current) return;
    execute.submit(
      { quote_id: current.quote_id },
      {
        onSuccess: () => {
          setNotice(null);
          setAmount('');
          toast.success('Swap completed successfully!');
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'QUOTE_EXPIRED') {
            setNotice('The price was updated while you decided. Check the new quote and swap again.');
            void quote.refetch();
            return;
          }
          toast.error(errorMessage(error, 'Swap failed. Please try again.'));
        },
      },
    );
  };

  const shownOut = current ? formatDecimal(current.amount_out, { maxFraction: 6 }) : '0.00';
  return (
    <form
      data-testid="swap-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSwap();
      }}
      className="space-y-4"
    >
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Swap</h2>
        <button
          type="button"
          aria-expanded={showSettings}
          aria-controls={ids.settings}
          onClick={() => setShowSettings((v) => !v)}
          data-testid="swap-settings"
          className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          <Settings2 className="size-4" aria-hidden />
          Slippage {formatDecimal(slippage, { maxFraction: 2 })}%
        </button>
      </div>
      <div id={ids.settings} hidden={!showSettings}>
        {showSettings && <SlippagePanel value={slippage} onChange={setSlippage} />}
      </div>

      <div>
        <AmountBox
          heading="You pay"
          inputId={ids.pay}
          balance={from}
          select={
            <TokenSelect
              balances={balances}
              value={fromSymbol}
              onChange={changeFrom}
              label="Token to pay"
              testId="swap-from"
            />
          }
          footer={
            <>
              <span
                data-testid="swap-amount-message"
                className={
                  check.state === 'invalid' || check.state === 'over'
                    ? 'text-red-600 dark:text-red-400'
                    : 'text-slate-500 dark:text-slate-400'
                }
              >
                {check.state === 'invalid' || check.state === 'over'
                  ? check.message
                  : current
                    ? `≈ ${formatUsd(current.amount_in_usd)}`
                    : ''}
              </span>
              <button
                type="button"
                onClick={() => from && setAmount(from.amount)}
                disabled={!from || from.amount === '0'}
                data-testid="swap-max"
                className="h-7 rounded-md bg-brand-50 px-2.5 text-xs font-bold text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50 dark:bg-brand-500/10 dark:text-brand-300"
              >
                MAX
              </button>
            </>
          }
        >
          <input
            id={ids.pay}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={amount}
            onChange={(e) => {
              setNotice(null);
              setAmount(e.target.value.replace(/[^\d.,]/g, ''));
            }}
            aria-invalid={check.state === 'invalid' || check.state === 'over' ? true : undefined}
            data-testid="swap-amount"
            className={amountInputClass}
          />
        </AmountBox>

        {/* In the flow, overlapping only the boxes' padding, so it never covers their text. */}
        <div className="relative z-10 -my-3 flex justify-center">
          <button
            type="button"
            onClick={flip}
            aria-label="Flip tokens"
            data-testid="swap-flip"
            className="flex size-10 items-center justify-center rounded-xl bg-white text-slate-700 shadow-sm ring-4 ring-white hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-900"
          >
            <ArrowDownUp className="size-4.5" aria-hidden />
          </button>
        </div>

        <AmountBox
          heading="You receive"
          inputId={ids.receive}
          balance={to}
          select={
            <TokenSelect
              balances={balances}
              value={toSymbol}
              onChange={changeTo}
              label="Token to receive"
              testId="swap-to"
            />
          }
          footer={
            <span className="text-slate-500 dark:text-slate-400">
              {current ? `≈ ${formatUsd(current.amount_out_usd)}` : ''}
            </span>
          }
        >
          <output
            id={ids.receive}
            aria-busy={quote.isFetching || undefined}
            data-testid="swap-amount-out"
            className={clsx(
              amountInputClass,
              'min-h-9 break-all sm:min-h-10',
              !current && 'text-slate-500! dark:text-slate-400!',
              shownOut.length > 10 && 'text-xl! sm:text-2xl!',
            )}
          >
            {shownOut}
          </output>
        </AmountBox>
      </div>

      {notice && (
        <Alert tone="info" data-testid="swap-notice">
          {notice}
        </Alert>
      )}
      {quoteError && (
        <LoadError
          message={errorMessage(quoteError, 'We could not get a price. Please try again.')}
          onRetry={() => void quote.refetch()}
          data-testid="swap-quote-error"
        />
      )}
      {current && (
        <div className="space-y-3" aria-live="polite">
          <QuoteRate quote={current} secondsLeft={secondsLeft} />
          <QuoteDetails quote={current} />
        </div>
      )}

      <Button
        type="submit"
        size="lg"
        fullWidth
        disabled={!button.enabled}
        focusableWhenDisabled
        loading={execute.isPending}
        loadingText="Swapping..."
        data-testid="swap-submit"
      >
        {button.label}
      </Button>
      <p data-testid="swap-note" className="text-center text-xs text-slate-500 dark:text-slate-400">
        {SWAP_NOTE}
      </p>
    </form>
  );
}
