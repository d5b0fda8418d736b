import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { confirmSharepointAuth } from '@/generated/api/sharepoint/sharepoint';
import { useAuthStore } from '../auth-context';
import { failure } from '../auth-messages';
import { AuthHeading } from '../components/AuthHeading';
import { FormAlert } from '../forms/fields';
import { forgetSharepointCouncil, recallSharepointCouncil } from '../sharepoint';

/**
 * /auth/Sharepoint_callback?code=..&state=..: Microsoft returns here after an admin consented;
 * the council's SharePoint connection is confirmed with the API.
 */
export default function SharepointCallbackPage() {
  const auth = useAuthStore();
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  const providerError = params.get('error_description') ?? params.get('error');

  const result = useQuery({
    queryKey: ['auth:sharepoint-callback', code, state],
    queryFn: async () => {
      // The profile also lets the "continue" link stay inside the app.
      const profile = auth.getState().userProfile ?? (await auth.initProfile());
      const council = recallSharepointCouncil() ?? profile?.current_council_id ?? null;
      if (council === null) return { success: false, message: 'Sign in as an administrator of the council, then connect SharePoint again.' };
      try {
        const response = await confirmSharepointAuth(council, { code: code ?? '', state: state ?? '' });
        forgetSharepointCouncil();
        return { success: true, message: response.message || 'SharePoint connected.' };
      } catch (error) {
        return failure('request', error);
      }
    },
    enabled: Boolean(code && state) && !providerError,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });

  return (
    <>
      <AuthHeading title="Connecting SharePoint" />
      {providerError ? (
        <FormAlert>Microsoft did not grant access: {providerError}</FormAlert>
      ) : !code || !state ? (
        <FormAlert>This page is opened by Microsoft after you connect SharePoint from Council management.</FormAlert>
      ) : result.isPending ? (
        <p role="status">Confirming the connection…</p>
      ) : (
        <FormAlert tone={result.data?.success ? 'success' : 'error'}>{result.data?.message}</FormAlert>
      )}
      <p className="auth-alt">
        <Link to="/Council_management">Back to council management</Link>
      </p>
    </>
  );
}
