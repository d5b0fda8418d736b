import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/lib/routes/paths';
import { useAuthStore } from '@/lib/session/auth-context';
import { AuthHeading } from '../components/AuthHeading';
import { verifyEmailQuery } from '../queries';
import { FormAlert } from '@/components/forms/fields';

/**
 * /auth/Verifyemail?link=<base64>: the page the verification mail links to. The link is the
 * API's signed address, base64-encoded; it is decoded and called once (docs/app-rules.md#session).
 */
export default function VerifyEmailPage() {
  const auth = useAuthStore();
  const [params] = useSearchParams();
  const link = params.get('link') ?? params.get('url');
  const result = useQuery({
    ...verifyEmailQuery(auth, link),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });

  return (
    <>
      <AuthHeading title="Verify your email" />
      {result.isPending ? (
        <p role="status">Verifying your email address…</p>
      ) : result.data?.success ? (
        <>
          <FormAlert tone="success">{result.data.message}</FormAlert>
          <p>
            {/* A document load: the profile is loaded outside /auth paths. */}
            <Link className="button" to={paths.chat.href()} reloadDocument>
              Continue to the app
            </Link>
          </p>
        </>
      ) : (
        <>
          <FormAlert>{result.data?.message ?? 'Verification failed'}</FormAlert>
          <p className="muted">
            The link may have expired. Sign in to ask for a new one from your settings.
          </p>
          <p className="auth-alt">
            <Link to={paths.login.href()}>Sign in</Link>
          </p>
        </>
      )}
    </>
  );
}
