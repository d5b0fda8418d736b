import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { RequestRegistrationBody } from '@/generated/zod/auth/auth';
import { paths } from '@/lib/routes/paths';
import { useAuthStore } from '@/lib/session/auth-context';
import { AuthHeading } from '../components/AuthHeading';
import { FormAlert, SubmitButton, TextAreaField, TextField } from '@/components/forms/fields';
import { useFormDraft } from '@/lib/forms/form-draft';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { zodOptions } from '@/lib/forms/zod-messages';

type Input = z.input<typeof RequestRegistrationBody>;
type Output = z.output<typeof RequestRegistrationBody>;

/** /auth/Access: ask for access (a registration request to the sales team; no account yet). */
export default function AccessPage() {
  const auth = useAuthStore();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(RequestRegistrationBody, zodOptions),
    defaultValues: { name: '', email: '', company: '', message: '' },
  });
  const draft = useFormDraft(form, 'request-access', ['name', 'email', 'company', 'message']);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const body = values.message
      ? values
      : { name: values.name, email: values.email, company: values.company };
    const result = await auth.requestRegistration(body);
    if (result.success) {
      draft.clear();
      setSent(result.message);
      return;
    }
    const unplaced = applyServerErrors(form.setError, result.errors, [
      'name',
      'email',
      'company',
      'message',
    ]);
    if (!result.errors || unplaced.length > 0) setFormError(unplaced[0] ?? result.message);
  });

  if (sent) {
    return (
      <>
        <AuthHeading title="Request sent" />
        <FormAlert tone="success">{sent}</FormAlert>
        <p>We will get back to you by email.</p>
        <p className="auth-alt">
          <Link to={paths.login.href()}>Back to sign in</Link>
        </p>
      </>
    );
  }

  return (
    <>
      <AuthHeading title="Request access">
        Tell us who you are and we will set up access for you.
      </AuthHeading>
      <FormAlert>{formError}</FormAlert>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Request access">
        <TextField form={form} name="name" label="Full name" autoComplete="name" autoFocus />
        <TextField form={form} name="email" label="Email" type="email" autoComplete="email" />
        <TextField form={form} name="company" label="Organisation" autoComplete="organization" />
        <TextAreaField form={form} name="message" label="Message (optional)" />
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Sending…">
          Send request
        </SubmitButton>
      </form>
      <p className="auth-alt">
        Already have an account? <Link to={paths.login.href()}>Sign in</Link>
      </p>
    </>
  );
}
