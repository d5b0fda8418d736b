import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { RegisterBody } from '@/generated/zod/auth/auth';
import { paths } from '@/lib/routes/paths';
import { useAuthStore } from '@/lib/session/auth-context';
import { AuthHeading } from '../components/AuthHeading';
import { MicrosoftButton } from '../components/MicrosoftButton';
import { CheckboxField, FormAlert, SubmitButton, TextField } from '@/components/forms/fields';
import { useFormDraft } from '@/lib/forms/form-draft';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { zodOptions } from '@/lib/forms/zod-messages';
import { registerBodyPasswordMin } from '@/generated/zod/auth/auth';
import { NewPasswordFields } from '@/components/forms/NewPasswordFields';

/** The generated body plus the check Laravel's `confirmed` rule makes on the server. */
export const RegisterForm = RegisterBody.refine(
  (body) => body.password === body.password_confirmation,
  {
    path: ['password_confirmation'],
    message: 'The passwords do not match.',
  },
);

type Input = z.input<typeof RegisterForm>;
type Output = z.output<typeof RegisterForm>;

const FIELDS = ['name', 'email', 'password', 'password_confirmation', 'terms'] as const;

/** /auth: create an account. The new user is signed in and continues with onboarding. */
export default function RegisterPage() {
  const auth = useAuthStore();
  const [params] = useSearchParams();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(RegisterForm, zodOptions),
    defaultValues: {
      name: '',
      email: params.get('email') ?? '',
      password: '',
      password_confirmation: '',
      partner: false,
    },
  });
  // Kept for the tab until the account is made; never the passwords.
  const draft = useFormDraft(form, 'register', ['name', 'email']);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const result = await auth.register({ ...values, partner: false });
    if (result.success) {
      draft.clear();
      toast.success('Your account is ready. We sent you an email to verify your address.');
      return;
    }
    const unplaced = applyServerErrors(form.setError, result.errors, FIELDS);
    if (!result.errors || unplaced.length > 0) setFormError(unplaced[0] ?? result.message);
  });

  const redirect = params.get('redirect');
  return (
    <>
      <AuthHeading title="Create your account">
        Chat with AI agents inside your council.
      </AuthHeading>
      <FormAlert>{formError}</FormAlert>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Create your account">
        <TextField form={form} name="name" label="Full name" autoComplete="name" autoFocus />
        <TextField form={form} name="email" label="Email" type="email" autoComplete="email" />
        <NewPasswordFields form={form} minLength={registerBodyPasswordMin} />
        <CheckboxField
          form={form}
          name="terms"
          label={
            <>
              I accept the{' '}
              <Link to={paths.terms.href()} target="_blank" rel="noreferrer">
                terms and conditions
              </Link>
            </>
          }
        />
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Creating your account…">
          Create account
        </SubmitButton>
      </form>
      <div className="divider" role="separator">
        <span>or</span>
      </div>
      <MicrosoftButton type="register" label="Sign up with Microsoft" />
      <p className="auth-alt">
        Already have an account?{' '}
        <Link to={paths.login.href({ search: { redirect } })}>Sign in</Link> ·{' '}
        <Link to={paths.partnerRegistration.href()}>Register as a partner</Link>
      </p>
    </>
  );
}
