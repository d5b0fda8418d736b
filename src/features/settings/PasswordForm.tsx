import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { startSave } from '@/lib/forms/reset-after-save';
import { z } from 'zod';
import {
  updateProfileBodyPasswordMax,
  updateProfileBodyPasswordMin,
} from '@/generated/zod/profile/profile';
import { useAuthStore } from '@/lib/session/auth-context';
import { FormAlert, TextField } from '@/components/forms/fields';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { zodOptions } from '@/lib/forms/zod-messages';
import { NewPasswordFields } from '@/components/forms/NewPasswordFields';

const PasswordFormSchema = z
  .object({
    current_password: z.string().min(1, 'Enter your present password.'),
    password: z
      .string()
      .min(updateProfileBodyPasswordMin, `Use at least ${updateProfileBodyPasswordMin} characters.`)
      .max(updateProfileBodyPasswordMax, `Use at most ${updateProfileBodyPasswordMax} characters.`),
    password_confirmation: z.string(),
  })
  .refine((values) => values.password === values.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The two passwords do not match.',
  });

type PasswordValues = z.infer<typeof PasswordFormSchema>;
const FIELDS: Path<PasswordValues>[] = ['current_password', 'password', 'password_confirmation'];
const EMPTY: PasswordValues = { current_password: '', password: '', password_confirmation: '' };

/** A new password needs the present one (`PUT /api/profile`); other sessions are then signed out. */
export function PasswordForm() {
  const auth = useAuthStore();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useForm<PasswordValues>({
    resolver: zodResolver(PasswordFormSchema, zodOptions),
    defaultValues: EMPTY,
  });

  const submit = form.handleSubmit(async (values) => {
    const saving = startSave(form);
    setOutcome(null);
    const result = await auth.updateProfile(values);
    if (result.success) {
      saving.reset(EMPTY);
      setOutcome({
        tone: 'success',
        text: 'Your password is changed. Your other sessions were signed out.',
      });
      return;
    }
    const unplaced = applyServerErrors(form.setError, result.errors, FIELDS);
    if (!result.errors || unplaced.length > 0)
      setOutcome({ tone: 'error', text: unplaced[0] ?? result.message });
  });

  return (
    <form
      className="form settings-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Change password"
    >
      {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
      {/* Lets password managers tie the new password to the account. */}
      <input type="text" name="username" autoComplete="username" hidden readOnly value="" />
      <TextField
        form={form}
        name="current_password"
        label="Present password"
        type="password"
        autoComplete="current-password"
      />
      <NewPasswordFields
        form={form}
        minLength={updateProfileBodyPasswordMin}
        label="New password"
        confirmLabel="Repeat the new password"
      />
      <div className="form-actions">
        <button
          type="submit"
          className="button"
          disabled={form.formState.isSubmitting}
          aria-busy={form.formState.isSubmitting || undefined}
        >
          {form.formState.isSubmitting ? 'Changing…' : 'Change password'}
        </button>
      </div>
    </form>
  );
}
