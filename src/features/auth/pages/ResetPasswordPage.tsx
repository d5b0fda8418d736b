import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ResetPasswordBody } from '@/generated/zod/auth/auth';
import { paths } from '@/lib/routes/paths';
import { useAuthStore } from '@/lib/session/auth-context';
import { AuthHeading } from '../components/AuthHeading';
import { FormAlert, SubmitButton, TextField } from '@/components/forms/fields';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { zodOptions } from '@/lib/forms/zod-messages';
import { resetPasswordBodyPasswordMin } from '@/generated/zod/auth/auth';
import { NewPasswordFields } from '@/components/forms/NewPasswordFields';

const ResetForm = ResetPasswordBody.refine((body) => body.password === body.password_confirmation, {
  path: ['password_confirmation'],
  message: 'The passwords do not match.',
});

type Input = z.input<typeof ResetForm>;
type Output = z.output<typeof ResetForm>;

/** /auth/Reset-password?token=..&email=..: the page the reset mail links to. */
export default function ResetPasswordPage() {
  const auth = useAuthStore();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(ResetForm, zodOptions),
    defaultValues: {
      token,
      email: params.get('email') ?? '',
      password: '',
      password_confirmation: '',
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const result = await auth.resetPassword(values);
    if (result.success) {
      void navigate(paths.login.href({ search: { email: values.email } }), {
        replace: true,
        state: { notice: result.message },
      });
      return;
    }
    const unplaced = applyServerErrors(form.setError, result.errors, [
      'email',
      'password',
      'password_confirmation',
    ]);
    if (!result.errors || unplaced.length > 0) setFormError(unplaced[0] ?? result.message);
  });

  if (!token) {
    return (
      <>
        <AuthHeading title="Reset your password" />
        <FormAlert>This password reset link is incomplete. Ask for a new one.</FormAlert>
        <p className="auth-alt">
          <Link to={paths.forgotPassword.href()}>Send me a new link</Link>
        </p>
      </>
    );
  }

  return (
    <>
      <AuthHeading title="Choose a new password" />
      <FormAlert>{formError}</FormAlert>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Choose a new password">
        <input type="hidden" {...form.register('token')} />
        <TextField form={form} name="email" label="Email" type="email" autoComplete="email" />
        <NewPasswordFields
          form={form}
          minLength={resetPasswordBodyPasswordMin}
          label="New password"
          confirmLabel="Confirm new password"
          autoFocus
        />
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Saving…">
          Reset password
        </SubmitButton>
      </form>
      <p className="auth-alt">
        <Link to={paths.forgotPassword.href()}>Send me a new link</Link> ·{' '}
        <Link to={paths.login.href()}>Back to sign in</Link>
      </p>
    </>
  );
}
