import { twoFactorCode, twoFactorSetupRequest } from '@app/contract';
import { clsx } from 'clsx';
import { KeyRound } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useSetupTwoFactor, useToggleTwoFactor, useTwoFactorStatus } from '../api/security';
import { SettingsSection, StatusBadge } from './settings-section';

/** A step's submit button, and Cancel beside it. */
function Actions({
  label,
  pending,
  testId,
  onCancel,
  className,
}: {
  label: string;
  pending: boolean;
  testId: string;
  onCancel: () => void;
  className?: string;
}) {
  return (
    <div className={clsx('flex gap-2', className)}>
      <Button type="submit" loading={pending} data-testid={testId}>
        {label}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}

function CodeForm({
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  submitLabel: string;
  pending: boolean;
  error: string | undefined;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}) {
  const form = useZodForm(twoFactorCode, { defaultValues: { code: '' } });
  const { error: invalid, ...code } = form.field('code', { normalize: (value) => value.replace(/\D/g, '') });
  const submit = form.handleSubmit((values) => onSubmit(values.code));
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        className="sm:w-48"
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="123456"
        {...code}
        error={invalid ?? error}
        data-testid="totp-code"
        autoFocus
      />
      <Actions className="sm:mt-7" label={submitLabel} pending={pending} testId="totp-submit" onCancel={onCancel} />
    </form>
  );
}

/** Setup shows a new secret: the account's password first (a session alone can't turn it on). */
function PasswordStep({
  pending,
  onSubmit,
  onCancel,
}: {
  pending: boolean;
  onSubmit: (password: string, showError: (error: unknown) => void) => void;
  onCancel: () => void;
}) {
  const form = useZodForm(twoFactorSetupRequest, { defaultValues: { password: '' } });
  const submit = form.handleSubmit(({ password }) =>
    onSubmit(password, (error) => form.showServerError(error, 'Could not start setup. Please try again.')),
  );
  return (
    <form onSubmit={submit} noValidate className="mt-4 grid max-w-md gap-3" data-testid="2fa-password-form">
      {form.serverError && <Alert>{form.serverError}</Alert>}
      <TextField
        label="Your password"
        hint="Enter your password to set up two-factor authentication."
        type="password"
        revealable
        autoComplete="current-password"
        {...form.field('password')}
        data-testid="2fa-password"
        autoFocus
      />
      <Actions label="Continue" pending={pending} testId="2fa-password-submit" onCancel={onCancel} />
    </form>
  );
}

export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  const setup = useSetupTwoFactor();
  const enable = useToggleTwoFactor('enable');
  const disable = useToggleTwoFactor('disable');
  const [confirming, setConfirming] = useState(false);
  const [disabling, setDisabling] = useState(false);
  const enabled = status.data?.enabled ?? false;
  // The code form goes away (Cancel, or the code accepted) with the focus in it: Enable or Disable,
  // whichever comes back, takes it rather than <body>. The status changes in the same render
  // (the toggle's answer is written to its query before `onSuccess` here runs).
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus) return;
    toggleRef.current?.focus();
    setRefocus(false);
  }, [refocus]);

  const cancel = () => {
    setup.reset();
    enable.reset();
    disable.reset();
    setConfirming(false);
    setDisabling(false);
    setRefocus(true);
  };

  return (
    <SettingsSection
      icon={<KeyRound className="size-5" aria-hidden />}
      title="Two-Factor Authentication"
      description="Ask for a code from an authenticator app every time you sign in."
      badge={<StatusBadge active={enabled} activeLabel="Active" inactiveLabel="Inactive" testId="2fa-status" />}
      testId="2fa-section"
    >
      {!enabled && !setup.data && !confirming && (
        <Button ref={toggleRef} className="mt-4" onClick={() => setConfirming(true)} data-testid="2fa-enable">
          Enable
        </Button>
      )}
      {!enabled && !setup.data && confirming && (
        <PasswordStep
          pending={setup.isPending}
          onSubmit={(password, showError) =>
            setup.mutate(password, { onSuccess: () => setConfirming(false), onError: showError })
          }
          onCancel={cancel}
        />
      )}
      {!enabled && setup.data && (
        <div className="mt-4 rounded-2xl bg-slate-50 p-4 dark:bg-slate-800/40" data-testid="2fa-setup">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Scan this QR code with Google Authenticator, Authy or 1Password, then enter the code it shows.
          </p>
          <div className="mt-4 flex flex-col items-center gap-4 sm:flex-row sm:items-start">
            <div className="rounded-xl bg-white p-3">
              <QRCodeSVG value={setup.data.otpauth_url} size={168} level="M" data-testid="2fa-qr" />
            </div>
            <div className="min-w-0 text-sm">
              <p className="text-slate-500 dark:text-slate-400">Can&apos;t scan? Enter this key:</p>
              <code
                className="mt-1 block rounded-lg bg-white px-3 py-2 font-mono text-xs break-all text-slate-800 dark:bg-slate-900 dark:text-slate-100"
                data-testid="2fa-secret"
              >
                {setup.data.secret}
              </code>
            </div>
          </div>
          <CodeForm
            submitLabel="Verify & Enable"
            pending={enable.isPending}
            error={enable.isError ? errorMessage(enable.error, 'Invalid code') : undefined}
            onSubmit={(code) =>
              enable.mutate(code, {
                onSuccess: () => {
                  setup.reset();
                  setRefocus(true);
                  toast.success('Two-factor authentication is on');
                },
              })
            }
            onCancel={cancel}
          />
        </div>
      )}
      {enabled && !disabling && (
        <Button
          ref={toggleRef}
          className="mt-4"
          variant="outline"
          onClick={() => setDisabling(true)}
          data-testid="2fa-disable"
        >
          Disable
        </Button>
      )}
      {enabled && disabling && (
        <CodeForm
          submitLabel="Turn off"
          pending={disable.isPending}
          error={disable.isError ? errorMessage(disable.error, 'Invalid code') : undefined}
          onSubmit={(code) =>
            disable.mutate(code, {
              onSuccess: () => {
                setDisabling(false);
                setRefocus(true);
                toast.success('Two-factor authentication is off');
              },
            })
          }
          onCancel={cancel}
        />
      )}
    </SettingsSection>
  );
}
