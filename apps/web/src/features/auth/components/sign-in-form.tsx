import type { AuthResponse } from '@app/contract';
import { KeyRound, Lock, Mail } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useLogin } from '../api/login';
import { useForm } from '../lib/use-form';
import { validateSignIn, type SignInValues } from '../lib/validate-auth';

const initialValues: SignInValues = { email: '', password: '' };

export function SignInForm({
  onAuthenticated,
  autoFocus = false,
}: {
  onAuthenticated: (auth: AuthResponse) => void;
  /** Focus the email field on mount (on page load, not when a keyboard user arrows to this tab). */
  autoFocus?: boolean;
}) {
  const form = useForm(initialValues, validateSignIn);
  const loginMutation = useLogin();
  // Two-factor accounts: the server answers TOTP_REQUIRED once the password is right.
  const [needsCode, setNeedsCode] = useState(false);
  const [code, setCode] = useState('');

  const onSubmit = form.handleSubmit((values) => {
    loginMutation.mutate(
      { email: values.email.trim(), password: values.password, ...(needsCode && code ? { totp: code } : {}) },
      {
        onSuccess: onAuthenticated,
        onError: (error) => {
          if (isApiError(error) && error.code === 'TOTP_REQUIRED') {
            setNeedsCode(true);
            setCode('');
            return;
          }
          form.setServerErrors(isApiError(error) ? error.details : undefined);
        },
      },
    );
  });
  const codeAsked =
    loginMutation.isError && isApiError(loginMutation.error) && loginMutation.error.code === 'TOTP_REQUIRED';

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" data-testid="sign-in-form" aria-label="Sign in">
      {loginMutation.isError && (
        <Alert data-testid="auth-error" tone={codeAsked && !code ? 'info' : 'error'}>
          {errorMessage(loginMutation.error, 'Login failed')}
        </Alert>
      )}
      <TextField
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        leading={<Mail className="size-4.5" aria-hidden />}
        {...form.field('email')}
        data-testid="auth-email"
        autoFocus={autoFocus}
      />
      <TextField
        label="Password"
        name="password"
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
          name="totp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="6-digit code"
          leading={<KeyRound className="size-4.5" aria-hidden />}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
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
