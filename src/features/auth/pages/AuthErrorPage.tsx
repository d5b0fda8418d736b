import { Link, useSearchParams } from 'react-router';
import { paths } from '@/lib/routes/paths';
import { AuthHeading } from '../components/AuthHeading';
import { FormAlert } from '@/components/forms/fields';

/** /auth/Error: where sign-in flows land when something went wrong (`?message=` says what). */
export default function AuthErrorPage() {
  const [params] = useSearchParams();
  const message =
    params.get('message') ??
    params.get('error_description') ??
    params.get('error') ??
    'Something went wrong while signing you in.';
  return (
    <>
      <AuthHeading title="We could not sign you in" />
      <FormAlert>{message}</FormAlert>
      <p className="auth-alt">
        <Link to={paths.login.href()}>Back to sign in</Link> ·{' '}
        <Link to={paths.help.href()}>Help</Link>
      </p>
    </>
  );
}
