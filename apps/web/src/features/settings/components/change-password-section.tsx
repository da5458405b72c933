import { changePasswordForm, type ChangePasswordFormValues } from '@app/contract';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useChangePassword } from '../api/security';
import { SettingsSection } from './settings-section';

type Field = keyof ChangePasswordFormValues;
const defaultValues: ChangePasswordFormValues = { current_password: '', new_password: '', confirm: '' };

export function ChangePasswordSection() {
  const [open, setOpen] = useState(false);
  const form = useZodForm(changePasswordForm, { defaultValues });
  const change = useChangePassword();

  const close = () => {
    setOpen(false);
    form.reset();
    change.reset();
  };

  const onSubmit = form.handleSubmit(({ current_password, new_password }) =>
    change.mutate(
      { current_password, new_password },
      {
        onSuccess: () => {
          close();
          toast.success('Password changed. Your other devices were signed out.');
        },
        onError: (error) => form.showServerError(error, 'Could not change your password. Please try again.'),
      },
    ),
  );

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
          {form.serverError && <Alert>{form.serverError}</Alert>}
          {fields.map(([field, label, autoComplete]) => (
            <TextField
              key={field}
              label={label}
              type="password"
              revealable
              autoComplete={autoComplete}
              {...form.field(field, field === 'new_password' ? { onChange: () => form.recheck('confirm') } : undefined)}
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
