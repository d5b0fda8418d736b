import { Link, useLocation } from 'react-router';
import { paths } from '@/lib/routes/paths';

/** For guest-only /auth pages that need a session: sign in (or register) and come back here. */
export function SignInPrompt({ text = 'Sign in to continue.' }: { text?: string }) {
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  return (
    <div className="alert alert-info" role="status">
      <p>{text}</p>
      <p>
        <Link className="button" to={paths.login.href({ search: { redirect: back } })}>
          Sign in
        </Link>{' '}
        <Link
          className="button button-secondary"
          to={paths.register.href({ search: { redirect: back } })}
        >
          Create an account
        </Link>
      </p>
    </div>
  );
}
