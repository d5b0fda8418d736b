import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { microsoftCallback } from '@/generated/api/auth/auth';
import { paths } from '@/lib/routes/paths';
import { forgetAfterSignIn, readAfterSignIn } from '../after-sign-in';
import { sessionKeys } from '@/lib/query/session-keys';
import { useAuthStore } from '@/lib/session/auth-context';
import { loginPathFor } from '@/lib/session/auth-paths';
import { failure } from '@/lib/session/auth-messages';
import { AuthHeading } from '../components/AuthHeading';
import { MicrosoftButton } from '../components/MicrosoftButton';
import { FormAlert } from '@/components/forms/fields';
import { useOAuthCallback } from '../use-oauth-callback';

/**
 * /auth/Microsoft: Microsoft sends the browser back here with `code` and `state`; the API
 * finishes the sign-in and answers like a login (the `Login successful!` rule applies).
 * Without a code the page offers to start the sign-in. Once signed in, the user goes where the
 * sign-in page was asked to send them (kept across the round trip by the Microsoft button).
 */
export default function MicrosoftPage() {
  const auth = useAuthStore();
  const { params, code, state, providerError, result } = useOAuthCallback(
    sessionKeys.microsoftCallback(),
    async (grant) => {
      try {
        return await auth.completeSignIn(await microsoftCallback(grant));
      } catch (error) {
        auth.clearProfile();
        return failure<never>('login', error);
      }
    },
  );

  const signedIn = result.data?.success === true;
  const [afterSignIn] = useState(readAfterSignIn);
  useEffect(() => {
    if (signedIn) forgetAfterSignIn();
  }, [signedIn]);

  // Through the sign-in page's guard, which sends a signed-in user to its safe `redirect` (with a
  // document load for /auth targets) or to /chat: one rule for both ways of signing in.
  if (signedIn) return <Navigate to={loginPathFor(afterSignIn)} replace />;

  const type = params.get('type') === 'register' ? 'register' : 'login';
  return (
    <>
      <AuthHeading title="Sign in with Microsoft" />
      {providerError ? (
        <FormAlert>Microsoft did not sign you in: {providerError}</FormAlert>
      ) : code && state ? (
        result.isPending ? (
          <p role="status">Finishing your sign-in…</p>
        ) : (
          <FormAlert>{result.data?.message ?? 'Invalid credentials'}</FormAlert>
        )
      ) : (
        <p className="muted">Use your Microsoft work or school account.</p>
      )}
      {!(code && state && result.isPending) ? (
        <MicrosoftButton type={type} label={code ? 'Try again' : undefined} />
      ) : null}
      <p className="auth-alt">
        <Link to={paths.login.href()}>Sign in with email instead</Link>
      </p>
    </>
  );
}
