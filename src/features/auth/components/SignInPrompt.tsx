import { Link, useLocation } from 'react-router';

/** For guest-only /auth pages that need a session: sign in (or register) and come back here. */
export function SignInPrompt({ text = 'Sign in to continue.' }: { text?: string }) {
  const location = useLocation();
  const back = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <div className="alert alert-info" role="status">
      <p>{text}</p>
      <p>
        <Link className="button" to={`/auth/Login?redirect=${back}`}>
          Sign in
        </Link>{' '}
        <Link className="button button-secondary" to={`/auth?redirect=${back}`}>
          Create an account
        </Link>
      </p>
    </div>
  );
}
