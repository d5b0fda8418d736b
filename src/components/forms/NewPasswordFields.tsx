import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { TextField } from './fields';

interface NewPassword {
  password: string;
  password_confirmation: string;
}

/**
 * A new password and its confirmation, as every form that sets one asks for it (Laravel's `confirmed`
 * rule reads `password_confirmation`). `minLength` comes from the operation's generated schema, so the
 * hint says what the contract checks.
 */
export function NewPasswordFields<T extends FieldValues & NewPassword>({
  form,
  minLength,
  label = 'Password',
  confirmLabel = 'Confirm password',
  autoFocus,
}: {
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>;
  minLength: number;
  label?: string;
  confirmLabel?: string;
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextField
        form={form}
        name={'password' as Path<T>}
        label={label}
        type="password"
        autoComplete="new-password"
        hint={`At least ${minLength} characters.`}
        autoFocus={autoFocus}
      />
      <TextField
        form={form}
        name={'password_confirmation' as Path<T>}
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
