import { messages, type AuthResponse, type RegisterFormValues } from '@app/contract';
import { AtSign, Lock, Mail } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { useFocusAfterPaint } from '../../../lib/focus';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { paths } from '../../../paths';
import { useRegister } from '../api/register';

const defaultValues: RegisterFormValues = { tag: '', email: '', password: '', confirmPassword: '', terms: false };
const loadSchema = () => import('../lib/auth-schemas').then((m) => m.registerForm);

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
  const form = useZodForm(loadSchema, { defaultValues });
  useFocusAfterPaint(() => form.setFocus('tag'), autoFocus);
  const registerMutation = useRegister();

  const onSubmit = form.handleSubmit(
    ({ tag, email, password }) =>
      registerMutation.mutate(
        { tag, email, password },
        { onSuccess: onAuthenticated, onError: (error) => form.showServerError(error, failureMessage) },
      ),
    // Spec §5: a submit with the box unticked words it in full.
    (errors) => {
      if (errors.terms) form.setError('terms', { message: messages.termsRequiredOnSubmit });
    },
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      // Typing here loads the signed-in first screen, so the tap on submit waits only for the answer.
      data-preload-route={paths.home}
      className="space-y-4"
      data-testid="register-form"
      aria-label="Create account"
    >
      {form.serverError && <Alert data-testid="auth-error">{form.serverError}</Alert>}
      <TextField
        label="Tag"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="yourtag"
        leading={<AtSign className="size-4.5" aria-hidden />}
        hint="3-20 letters, numbers or underscores. Friends pay you at @tag."
        {...form.field('tag')}
        data-testid="auth-tag"
      />
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
        autoComplete="new-password"
        placeholder="At least 8 characters"
        leading={<Lock className="size-4.5" aria-hidden />}
        revealable
        {...form.field('password', { onChange: () => form.recheck('confirmPassword') })}
        data-testid="auth-password"
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        placeholder="Repeat password"
        leading={<Lock className="size-4.5" aria-hidden />}
        revealable
        {...form.field('confirmPassword')}
        data-testid="auth-confirm-password"
      />
      <CheckboxField
        {...form.field('terms', { onChange: () => void form.trigger('terms') })}
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
