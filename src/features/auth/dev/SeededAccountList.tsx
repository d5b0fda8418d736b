import { useId, useSyncExternalStore } from 'react';
import './seeded-accounts.css';

/** What the in-browser mock offers (mocks/control/seeded-accounts.ts), read at run time. */
interface SeededAccount {
  email: string;
  name: string;
  password: string;
  shows: string;
}

/** mocks/browser.ts dispatches it once `window.__councilMock` is there (the page may render first). */
const MOCK_READY_EVENT = 'council-mock:ready';
const NONE: SeededAccount[] = [];
let cached: SeededAccount[] | null = null;

function readAccounts(): SeededAccount[] {
  if (cached) return cached;
  const mock = (window as { __councilMock?: { accounts?: () => SeededAccount[] } }).__councilMock;
  const accounts = mock?.accounts?.();
  // Read once the mock is up: the same array every time after, as useSyncExternalStore needs.
  if (accounts) cached = accounts;
  return accounts ?? NONE;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(MOCK_READY_EVENT, onChange);
  return () => window.removeEventListener(MOCK_READY_EVENT, onChange);
}

/** Signs in with a seeded account's email and password. */
export type PickAccount = (email: string, password: string) => void;

export default function SeededAccountList({ onPick }: { onPick: PickAccount }) {
  const accounts = useSyncExternalStore(subscribe, readAccounts, () => NONE);
  const titleId = useId();
  if (accounts.length === 0) return null;
  return (
    <section className="seeded-accounts" aria-labelledby={titleId}>
      <h2 id={titleId}>Sample accounts</h2>
      <p className="muted">
        This app runs on sample data. Sign in as one of these (every password is{' '}
        <code>password</code>):
      </p>
      <ul>
        {accounts.map((account) => (
          <li key={account.email}>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => onPick(account.email, account.password)}
            >
              Sign in as {account.name}
            </button>
            <span className="muted">
              {account.email}: {account.shows}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
