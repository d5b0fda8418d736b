import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { LoginBody } from '@/generated/zod/auth/auth';
import { paths } from '@/lib/routes/paths';
import { useAuthStore } from '@/lib/session/auth-context';
import { AuthHeading } from '../components/AuthHeading';
import { MicrosoftButton } from '../components/MicrosoftButton';
import { SeededAccounts } from '../dev/SeededAccounts';
import { CheckboxField, FormAlert, SubmitButton, TextField } from '@/components/forms/fields';
import { useFormDraft } from '@/lib/forms/form-draft';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { zodOptions } from '@/lib/forms/zod-messages';

type LoginInput = z.input<typeof LoginBody>;
type LoginOutput = z.output<typeof LoginBody>;

/** /auth/Login. On success the guards move the user on (to /chat, or the `redirect` target). */
export default function LoginPage() {
  const auth = useAuthStore();
  const location = useLocation();
  const [params] = useSearchParams();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LoginInput, unknown, LoginOutput>({
    resolver: zodResolver(LoginBody, zodOptions),
    defaultValues: { email: params.get('email') ?? '', password: '', remember: false },
  });
  // The email typed is kept for the tab (to Register, Forgot password and back); never the password.
  const draft = useFormDraft(form, 'sign-in', ['email', 'remember']);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const result = await auth.login(values);
    if (result.success) {
      draft.clear();
      return;
    }
    const unplaced = applyServerErrors(form.setError, result.errors, [
      'email',
      'password',
      'remember',
    ]);
    if (!result.errors || unplaced.length > 0) setFormError(unplaced[0] ?? result.message);
  });

  const redirect = params.get('redirect');

  return (
    <>
      <AuthHeading title="Sign in">
        Welcome back. Sign in to chat with your council's agents.
      </AuthHeading>
      {notice ? <FormAlert tone="success">{notice}</FormAlert> : null}
      <FormAlert>{formError}</FormAlert>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Sign in">
        <TextField
          form={form}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus
        />
        <TextField
          form={form}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <div className="form-row">
          <CheckboxField form={form} name="remember" label="Keep me signed in" />
          <Link className="link" to={paths.forgotPassword.href()}>
            Forgot your password?
          </Link>
        </div>
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Signing in…">
          Sign in
        </SubmitButton>
      </form>
      <div className="divider" role="separator">
        <span>or</span>
      </div>
      <MicrosoftButton type="login" afterSignIn={redirect} />
      <SeededAccounts
        onPick={(email, password) => (
          form.reset({ email, password, remember: false }),
          void onSubmit()
        )}
      />
      <p className="auth-alt">
        New here? <Link to={paths.register.href({ search: { redirect } })}>Create an account</Link>{' '}
        · <Link to={paths.access.href()}>Request access</Link> ·{' '}
        <Link to={paths.partnerRegistration.href()}>Register as a partner</Link>
      </p>
    </>
  );
}
