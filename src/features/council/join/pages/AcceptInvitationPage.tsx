import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { acceptInvitation } from '@/generated/api/council-users/council-users';
import type { InvitationInfo } from '@/generated/model';
import {
  AcceptInvitationBody,
  acceptInvitationBodyPasswordMin,
} from '@/generated/zod/council-users/council-users';
import { isApiError } from '@/lib/http/api-error';
import { formatDate } from '@/lib/constants/dates';
import { paths } from '@/lib/routes/paths';
import { useAuthStore } from '@/lib/session/auth-context';
import { failure, serverMessage } from '@/lib/session/auth-messages';
import { AuthHeading } from '@/features/auth';
import { invitationInfoQuery } from '../queries';
import { FormAlert, SubmitButton, TextField } from '@/components/forms/fields';
import { useFormDraft } from '@/lib/forms/form-draft';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { zodOptions } from '@/lib/forms/zod-messages';
import { NewPasswordFields } from '@/components/forms/NewPasswordFields';

/** For an invitee without an account: the generated body with the account fields required. */
const NewAccountForm = AcceptInvitationBody.extend({
  name: z.string().min(1).max(255),
  password: z.string().min(8).max(255),
  password_confirmation: z.string().min(8).max(255),
}).refine((body) => body.password === body.password_confirmation, {
  path: ['password_confirmation'],
  message: 'The passwords do not match.',
});

const SignInForm = z.object({ password: z.string().min(1).max(255) });

/**
 * /auth/Accept_invitation?token=..: shows the invitation, then either completes a new account
 * (name and password) or has the existing user sign in, and accepts it. The guards then take the
 * new member into the app.
 */
export default function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useQuery({
    ...invitationInfoQuery(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });

  if (!token) {
    return (
      <>
        <AuthHeading title="Accept invitation" />
        <FormAlert>
          This invitation link is incomplete. Open the link from your invitation email again.
        </FormAlert>
      </>
    );
  }
  if (info.isPending) {
    return (
      <>
        <AuthHeading title="Accept invitation" />
        <p role="status">Loading your invitation…</p>
      </>
    );
  }
  if (info.isError) {
    const message =
      isApiError(info.error) && info.error.status === 404
        ? 'Invitation not found.'
        : (serverMessage(info.error) ?? 'Request failed');
    return (
      <>
        <AuthHeading title="Accept invitation" />
        <FormAlert>{message}</FormAlert>
        <p className="muted">Ask the council's administrator to send you a new invitation.</p>
        <p className="auth-alt">
          <Link to={paths.login.href()}>Sign in</Link>
        </p>
      </>
    );
  }
  const invitation = info.data.data;
  return (
    <>
      <AuthHeading title={`Join ${invitation.council.name}`}>
        You were invited as <strong>{invitation.role}</strong> with {invitation.email}. The
        invitation is valid until {formatDate(invitation.expires_at)}.
      </AuthHeading>
      {invitation.user_exists ? (
        <ExistingAccount token={token} invitation={invitation} />
      ) : (
        <NewAccount token={token} invitation={invitation} />
      )}
    </>
  );
}

function NewAccount({ token, invitation }: { token: string; invitation: InvitationInfo }) {
  const auth = useAuthStore();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<typeof NewAccountForm>, unknown, z.output<typeof NewAccountForm>>({
    resolver: zodResolver(NewAccountForm, zodOptions),
    defaultValues: { token, name: '', password: '', password_confirmation: '' },
  });
  // The name typed is kept for the tab until the account is made; never the passwords.
  const draft = useFormDraft(form, `invitation:${token}`, ['name']);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const response = await acceptInvitation(values);
      draft.clear();
      toast.success(`${response.message} Welcome to ${invitation.council.name}.`);
      // The acceptance signed the new account in: reading the profile lets the guards move on.
      await auth.initProfile();
    } catch (error) {
      const result = failure('request', error);
      const unplaced = applyServerErrors(form.setError, result.errors, [
        'name',
        'password',
        'password_confirmation',
      ]);
      if (!result.errors || unplaced.length > 0) setFormError(unplaced[0] ?? result.message);
    }
  });

  return (
    <>
      <FormAlert>{formError}</FormAlert>
      <form
        className="form"
        onSubmit={onSubmit}
        noValidate
        aria-label="Create your account and accept"
      >
        <div className="field">
          <label htmlFor="invite-email">Email</label>
          <input
            id="invite-email"
            type="email"
            value={invitation.email}
            readOnly
            aria-readonly="true"
          />
        </div>
        <TextField form={form} name="name" label="Full name" autoComplete="name" autoFocus />
        <NewPasswordFields form={form} minLength={acceptInvitationBodyPasswordMin} />
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Joining…">
          Accept invitation
        </SubmitButton>
      </form>
    </>
  );
}

function ExistingAccount({ token, invitation }: { token: string; invitation: InvitationInfo }) {
  const auth = useAuthStore();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<typeof SignInForm>, unknown, z.output<typeof SignInForm>>({
    resolver: zodResolver(SignInForm, zodOptions),
    defaultValues: { password: '' },
  });

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFormError(null);
    const result = await auth.login(
      { email: invitation.email, password },
      {
        beforeProfile: async () => {
          try {
            const response = await acceptInvitation({ token });
            toast.success(`${response.message} Welcome to ${invitation.council.name}.`);
          } catch (error) {
            toast.error(serverMessage(error) ?? 'The invitation could not be accepted.');
          }
        },
      },
    );
    if (result.success) return;
    const unplaced = applyServerErrors(
      form.setError,
      result.errors?.email ? { password: result.errors.email } : result.errors,
      ['password'],
    );
    if (!result.errors || unplaced.length > 0) setFormError(unplaced[0] ?? result.message);
  });

  return (
    <>
      <p>You already have an account. Sign in to accept the invitation.</p>
      <FormAlert>{formError}</FormAlert>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Sign in and accept">
        <div className="field">
          <label htmlFor="invite-email">Email</label>
          <input
            id="invite-email"
            type="email"
            value={invitation.email}
            readOnly
            aria-readonly="true"
            autoComplete="username"
          />
        </div>
        <TextField
          form={form}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          autoFocus
        />
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Signing in…">
          Sign in and accept
        </SubmitButton>
      </form>
      <p className="auth-alt">
        <Link to={paths.forgotPassword.href()}>Forgot your password?</Link>
      </p>
    </>
  );
}
