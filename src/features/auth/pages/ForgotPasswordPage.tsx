import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ForgotPasswordBody } from '@/generated/zod/auth/auth';
import { paths } from '@/lib/routes/paths';
import { useAuthStore } from '@/lib/session/auth-context';
import { AuthHeading } from '../components/AuthHeading';
import { FormAlert, SubmitButton, TextField } from '@/components/forms/fields';
import { useFormDraft } from '@/lib/forms/form-draft';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { zodOptions } from '@/lib/forms/zod-messages';

type Input = z.input<typeof ForgotPasswordBody>;
type Output = z.output<typeof ForgotPasswordBody>;

/** /auth/Forgot_password: email a reset link. */
export default function ForgotPasswordPage() {
  const auth = useAuthStore();
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(ForgotPasswordBody, zodOptions),
    defaultValues: { email: '' },
  });
  const draft = useFormDraft(form, 'forgot-password', ['email']);

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    const result = await auth.forgotPassword(values);
    if (result.success) {
      draft.clear();
      setOutcome({ tone: 'success', text: result.message });
      return;
    }
    const unplaced = applyServerErrors(form.setError, result.errors, ['email']);
    if (!result.errors || unplaced.length > 0)
      setOutcome({ tone: 'error', text: unplaced[0] ?? result.message });
  });

  return (
    <>
      <AuthHeading title="Forgot your password?">
        Enter your email and we will send you a link to choose a new one.
      </AuthHeading>
      {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Send a reset link">
        <TextField
          form={form}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus
        />
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Sending…">
          Email me a reset link
        </SubmitButton>
      </form>
      <p className="auth-alt">
        Remembered it? <Link to={paths.login.href()}>Back to sign in</Link>
      </p>
    </>
  );
}
