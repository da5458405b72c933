import { messages, newPasswordField, passwordField } from '@app/contract';
import { Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useChangePassword } from '../api/security';
import { SettingsSection } from './settings-section';

type Field = 'current_password' | 'new_password' | 'confirm';
const empty: Record<Field, string> = { current_password: '', new_password: '', confirm: '' };

function validate(values: Record<Field, string>): Partial<Record<Field, string>> {
  const current = passwordField.safeParse(values.current_password);
  const next = newPasswordField.safeParse(values.new_password);
  const errors: Partial<Record<Field, string>> = {
    current_password: current.success ? undefined : current.error.issues[0]?.message,
    new_password: next.success ? undefined : next.error.issues[0]?.message,
    confirm: !values.confirm
      ? messages.confirmRequired
      : values.confirm !== values.new_password
        ? messages.passwordsMismatch
        : undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v));
}

export function ChangePasswordSection() {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const change = useChangePassword();

  const set = (field: Field, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => ({ ...prev, [field]: undefined }));
  };
  const close = () => {
    setOpen(false);
    setValues(empty);
    setErrors({});
    change.reset();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    change.mutate(
      { current_password: values.current_password, new_password: values.new_password },
      {
        onSuccess: () => {
          close();
          toast.success('Password changed. Your other devices were signed out.');
        },
        onError: (error) => {
          const details = isApiError(error) ? error.details : undefined;
          if (details)
            setErrors({ current_password: details.current_password?.[0], new_password: details.new_password?.[0] });
        },
      },
    );
  };

  const fields: [Field, string, string][] = [
    ['current_password', 'Current password', 'current-password'],
    ['new_password', 'New password', 'new-password'],
    ['confirm', 'Confirm new password', 'new-password'],
  ];
  return (
    <SettingsSection
      icon={<Lock className="size-5" aria-hidden />}
      title="Change Password"
      description="Changing it signs you out everywhere else."
      testId="password-section"
    >
      {!open ? (
        <Button className="mt-4" variant="outline" onClick={() => setOpen(true)} data-testid="password-open">
          Change Password
        </Button>
      ) : (
        <form onSubmit={onSubmit} noValidate className="mt-4 grid max-w-md gap-4" data-testid="password-form">
          {change.isError && !isApiError(change.error) && (
            <Alert>{errorMessage(change.error, 'Could not change your password. Please try again.')}</Alert>
          )}
          {change.isError && isApiError(change.error) && !change.error.details && <Alert>{change.error.message}</Alert>}
          {fields.map(([field, label, autoComplete]) => (
            <TextField
              key={field}
              label={label}
              name={field}
              type="password"
              revealable
              autoComplete={autoComplete}
              value={values[field]}
              onChange={(e) => set(field, e.target.value)}
              error={errors[field]}
              data-testid={`password-${field}`}
            />
          ))}
          <div className="flex gap-2">
            <Button type="submit" loading={change.isPending} loadingText="Saving..." data-testid="password-submit">
              Update Password
            </Button>
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </SettingsSection>
  );
}
