import { useState } from 'react';
import { getMicrosoftRedirect } from '@/generated/api/auth/auth';
import { rememberAfterSignIn } from '../after-sign-in';
import { serverMessage } from '@/lib/session/auth-messages';

/**
 * Sends the browser to Microsoft's consent page (the API gives the address); Microsoft then
 * returns to /auth/Microsoft with a code, which finishes the sign-in. `afterSignIn` (the sign-in
 * page's `redirect`) is where to go once back; left out, what an earlier attempt kept stays.
 */
export function MicrosoftButton({
  type = 'login',
  label,
  afterSignIn,
}: {
  type?: 'login' | 'register';
  label?: string;
  afterSignIn?: string | null;
}) {
  const [state, setState] = useState<{ pending: boolean; error: string | null }>({
    pending: false,
    error: null,
  });
  const start = async () => {
    setState({ pending: true, error: null });
    try {
      const { url } = await getMicrosoftRedirect({ type });
      if (afterSignIn !== undefined) rememberAfterSignIn(afterSignIn);
      window.location.assign(url);
    } catch (error) {
      setState({
        pending: false,
        error: serverMessage(error) ?? 'Microsoft sign-in is not available right now.',
      });
    }
  };
  return (
    <div className="microsoft-signin">
      <button
        type="button"
        className="button button-secondary button-block"
        onClick={() => void start()}
        disabled={state.pending}
      >
        <span className="ms-logo" aria-hidden="true">
          <span />
          <span />
          <span />
          <span />
        </span>
        {state.pending ? 'Opening Microsoft…' : (label ?? 'Sign in with Microsoft')}
      </button>
      {state.error ? (
        <p className="field-error" role="alert">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}
