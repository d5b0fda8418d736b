import { Link } from 'react-router';
import { confirmSharepointAuth } from '@/generated/api/sharepoint/sharepoint';
import { paths } from '@/lib/routes/paths';
import { sessionKeys } from '@/lib/query/session-keys';
import { useAuthStore } from '@/lib/session/auth-context';
import { failure } from '@/lib/session/auth-messages';
import { currentCouncilIdOf } from '@/lib/session/current-council';
import { AuthHeading } from '../components/AuthHeading';
import { FormAlert } from '@/components/forms/fields';
import { forgetSharepointCouncil, recallSharepointCouncil } from '@/lib/sharepoint';
import { useOAuthCallback } from '../use-oauth-callback';

/**
 * /auth/Sharepoint_callback?code=..&state=..: Microsoft returns here after an admin consented;
 * the council's SharePoint connection is confirmed with the API.
 */
export default function SharepointCallbackPage() {
  const auth = useAuthStore();
  const { code, state, providerError, result } = useOAuthCallback(
    sessionKeys.sharepointCallback(),
    async (grant) => {
      // The profile also lets the "continue" link stay inside the app.
      const profile = auth.getState().userProfile ?? (await auth.initProfile());
      const council = recallSharepointCouncil() ?? currentCouncilIdOf(profile);
      if (council === null)
        return {
          success: false,
          message: 'Sign in as an administrator of the council, then connect SharePoint again.',
        };
      try {
        const response = await confirmSharepointAuth(council, grant);
        forgetSharepointCouncil();
        return { success: true, message: response.message || 'SharePoint connected.' };
      } catch (error) {
        return failure('request', error);
      }
    },
  );

  return (
    <>
      <AuthHeading title="Connecting SharePoint" />
      {providerError ? (
        <FormAlert>Microsoft did not grant access: {providerError}</FormAlert>
      ) : !code || !state ? (
        <FormAlert>
          This page is opened by Microsoft after you connect SharePoint from Council management.
        </FormAlert>
      ) : result.isPending ? (
        <p role="status">Confirming the connection…</p>
      ) : (
        <FormAlert tone={result.data?.success ? 'success' : 'error'}>
          {result.data?.message}
        </FormAlert>
      )}
      <p className="auth-alt">
        <Link to={paths.councilManagement.href()}>Back to council management</Link>
      </p>
    </>
  );
}
