import type { AuthResponse } from '@app/contract';
import { AtSign, Lock, Mail } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useRegister } from '../api/register';
import { useForm } from '../lib/use-form';
import { validateRegister, type RegisterValues } from '../lib/validate-auth';

const initialValues: RegisterValues = { tag: '', email: '', password: '', confirmPassword: '', terms: false };

export function RegisterForm({
  onAuthenticated,
  failureMessage = 'Registration failed',
  autoFocus = false,
}: {
  onAuthenticated: (auth: AuthResponse) => void;
  failureMessage?: string;
  /** Focus the first field on mount (on page load, not when a keyboard user arrows to this tab). */
  autoFocus?: boolean;
}) {
  const form = useForm(initialValues, validateRegister);
  const registerMutation = useRegister();

  const onSubmit = form.handleSubmit((values) => {
    registerMutation.mutate(
      { tag: values.tag.trim(), email: values.email.trim(), password: values.password },
      {
        onSuccess: onAuthenticated,
        onError: (error) => form.setServerErrors(isApiError(error) ? error.details : undefined),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="register-form" aria-label="Create account">
      {registerMutation.isError && (
        <Alert data-testid="auth-error">{errorMessage(registerMutation.error, failureMessage)}</Alert>
      )}
      <TextField
        label="Tag"
        name="tag"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="yourtag"
        leading={<AtSign className="size-4.5" aria-hidden />}
        hint="3-20 letters, numbers or underscores. Friends pay you at @tag."
        {...form.field('tag')}
        data-testid="auth-tag"
        autoFocus={autoFocus}
      />
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
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        placeholder="At least 8 characters"
        leading={<Lock className="size-4.5" aria-hidden />}
        revealable
        {...form.field('password')}
        data-testid="auth-password"
      />
      <TextField
        label="Confirm password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        placeholder="Repeat password"
        leading={<Lock className="size-4.5" aria-hidden />}
        revealable
        {...form.field('confirmPassword')}
        data-testid="auth-confirm-password"
      />
      <CheckboxField
        name="terms"
        checked={form.values.terms}
        onChange={(e) => {
          form.setValue('terms', e.target.checked);
          form.blur('terms');
        }}
        error={form.errors.terms}
        data-testid="auth-terms"
        label={
          <>
            I agree to the <span className="font-medium text-brand-700 dark:text-brand-400">Terms of Service</span> and{' '}
            <span className="font-medium text-brand-700 dark:text-brand-400">Privacy Policy</span>
          </>
        }
      />
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={registerMutation.isPending}
        loadingText="Creating account..."
        data-testid="auth-submit"
      >
        Create Account
      </Button>
    </form>
  );
}
