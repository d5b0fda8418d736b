import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { RegisterBody } from '@/generated/zod/auth/auth';
import { paths } from '@/lib/routes/paths';
import { useAuthStore } from '@/lib/session/auth-context';
import { AuthHeading } from '../components/AuthHeading';
import { CheckboxField, FormAlert, SubmitButton, TextField } from '@/components/forms/fields';
import { useFormDraft } from '@/lib/forms/form-draft';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { zodOptions } from '@/lib/forms/zod-messages';
import { registerBodyPasswordMin } from '@/generated/zod/auth/auth';
import { NewPasswordFields } from '@/components/forms/NewPasswordFields';

/** The generated body, with `company` required as it is for partners (`required_if:partner,true`). */
const PartnerForm = RegisterBody.refine((body) => body.password === body.password_confirmation, {
  path: ['password_confirmation'],
  message: 'The passwords do not match.',
}).refine((body) => Boolean(body.company?.trim()), {
  path: ['company'],
  message: 'This field is required.',
});

type Input = z.input<typeof PartnerForm>;
type Output = z.output<typeof PartnerForm>;

const FIELDS = ['name', 'company', 'email', 'password', 'password_confirmation', 'terms'] as const;

/** /auth/partner/registration: a partner account, continued in /auth/partner/onboarding. */
export default function PartnerRegistrationPage() {
  const auth = useAuthStore();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(PartnerForm, zodOptions),
    defaultValues: {
      name: '',
      company: '',
      email: '',
      password: '',
      password_confirmation: '',
      partner: true,
    },
  });
  // Kept for the tab until the account is made; never the passwords.
  const draft = useFormDraft(form, 'partner-registration', ['name', 'company', 'email']);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const result = await auth.register({ ...values, partner: true });
    if (result.success) {
      draft.clear();
      toast.success('Your partner account is ready.');
      return;
    }
    const unplaced = applyServerErrors(form.setError, result.errors, FIELDS);
    if (!result.errors || unplaced.length > 0) setFormError(unplaced[0] ?? result.message);
  });

  return (
    <>
      <AuthHeading title="Register as a partner">
        Set up councils for the organisations you work with.
      </AuthHeading>
      <FormAlert>{formError}</FormAlert>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Register as a partner">
        <TextField form={form} name="name" label="Full name" autoComplete="name" autoFocus />
        <TextField form={form} name="company" label="Company" autoComplete="organization" />
        <TextField form={form} name="email" label="Work email" type="email" autoComplete="email" />
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
          Create partner account
        </SubmitButton>
      </form>
      <p className="auth-alt">
        Not a partner? <Link to={paths.register.href()}>Create a regular account</Link> ·{' '}
        <Link to={paths.login.href()}>Sign in</Link>
      </p>
    </>
  );
}
