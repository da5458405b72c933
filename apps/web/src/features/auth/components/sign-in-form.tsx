import type { AuthResponse, LoginRequest } from '@app/contract';
import { KeyRound, Lock, Mail } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-client';
import { useFocusAfterPaint } from '../../../lib/focus';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { paths } from '../../../paths';
import { useLogin } from '../api/login';

const defaultValues: LoginRequest = { email: '', password: '', totp: '' };
const loadSchema = () => import('../lib/auth-schemas').then((m) => m.loginRequest);
const TOTP_REQUIRED = 'TOTP_REQUIRED';

export function SignInForm({
  onAuthenticated,
  autoFocus = false,
}: {
  onAuthenticated: (auth: AuthResponse) => void;
  /** Focus the email field on mount (on page load, not when a keyboard user arrows to this tab). */
  autoFocus?: boolean;
}) {
  const form = useZodForm(loadSchema, { defaultValues });
  useFocusAfterPaint(() => form.setFocus('email'), autoFocus);
  const loginMutation = useLogin();
  // Two-factor accounts: the server answers TOTP_REQUIRED once the password is right.
  const [needsCode, setNeedsCode] = useState(false);
  const code = useWatch({ control: form.control, name: 'totp' });

  const onSubmit = form.handleSubmit(({ email, password, totp }) => {
    loginMutation.mutate(
      { email, password, ...(needsCode && totp ? { totp } : {}) },
      {
        onSuccess: onAuthenticated,
        onError: (error) => {
          if (isApiError(error) && error.code === TOTP_REQUIRED) {
            setNeedsCode(true);
            form.setValue('totp', '');
          }
          form.showServerError(error, 'Login failed');
        },
      },
    );
  });
  const codeAsked = isApiError(loginMutation.error) && loginMutation.error.code === TOTP_REQUIRED;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      // Typing here loads the signed-in first screen, so the tap on submit waits only for the answer.
      data-preload-route={paths.home}
      className="space-y-5"
      data-testid="sign-in-form"
      aria-label="Sign in"
    >
      {form.serverError && (
        <Alert data-testid="auth-error" tone={codeAsked && !code ? 'info' : 'error'}>
          {form.serverError}
        </Alert>
      )}
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        leading={<Mail className="size-4.5" aria-hidden />}
        {...form.field('email')}
        data-testid="auth-email"
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        placeholder="Enter your password"
        leading={<Lock className="size-4.5" aria-hidden />}
        revealable
        {...form.field('password')}
        data-testid="auth-password"
      />
      {needsCode && (
        <TextField
          label="Authentication code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="6-digit code"
          leading={<KeyRound className="size-4.5" aria-hidden />}
          {...form.field('totp', { normalize: (value) => value.replace(/\D/g, '') })}
          data-testid="auth-totp"
          autoFocus
        />
      )}
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={loginMutation.isPending}
        loadingText="Signing in..."
        data-testid="auth-submit"
      >
        Sign In
      </Button>
    </form>
  );
}
