import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toolCallback } from '@/generated/api/tools/tools';
import { paths } from '@/lib/routes/paths';
import { sessionKeys } from '@/lib/query/session-keys';
import { afterToolConnectionChanged } from '@/lib/query/refresh';
import { useAuthStore } from '@/lib/session/auth-context';
import { failure } from '@/lib/session/auth-messages';
import { AuthHeading } from '../components/AuthHeading';
import { FormAlert } from '@/components/forms/fields';
import { useOAuthCallback } from '../use-oauth-callback';

/**
 * /auth/tool/{tool}/callback?code=..&state=..: the tool provider returns here after consent; the
 * API stores the connection for the signed-in user.
 */
export default function ToolCallbackPage() {
  const auth = useAuthStore();
  const queryClient = useQueryClient();
  const { tool = '' } = useParams();
  const { code, state, providerError, result } = useOAuthCallback(
    sessionKeys.toolCallback(tool),
    async (grant) => {
      try {
        const response = await toolCallback(tool, grant);
        void afterToolConnectionChanged(queryClient);
        // Load the profile so the way back stays inside the app.
        if (!auth.getState().userProfile) await auth.initProfile();
        return { success: true, message: `${response.data.name} is connected.` };
      } catch (error) {
        return failure('request', error);
      }
    },
    tool !== '',
  );
  // Connected: back to the tools in Settings, which say so.
  const navigate = useNavigate();
  const connected = result.data?.success ? result.data.message : null;
  useEffect(() => {
    if (connected)
      void navigate(paths.settings.href({ hash: 'tools' }), {
        replace: true,
        state: { toolNotice: connected },
      });
  }, [connected, navigate]);

  return (
    <>
      <AuthHeading title="Connecting a tool" />
      {providerError ? (
        <FormAlert>The provider did not grant access: {providerError}</FormAlert>
      ) : !code || !state ? (
        <FormAlert>
          This page is opened by the tool's provider after you connect it from your settings.
        </FormAlert>
      ) : result.isPending ? (
        <p role="status">Connecting…</p>
      ) : (
        <FormAlert tone={result.data?.success ? 'success' : 'error'}>
          {result.data?.message}
        </FormAlert>
      )}
      <p className="auth-alt">
        <Link to={paths.settings.href({ hash: 'tools' })}>Back to settings</Link>
      </p>
    </>
  );
}
