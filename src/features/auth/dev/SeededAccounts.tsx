import { lazy, Suspense } from 'react';
import type { PickAccount } from './SeededAccountList';

/**
 * Dev and demo builds only: the seeded accounts of the mock backend, each a button that signs in
 * with it. Switched on at build time like the mock bootstrap: in a production build the condition
 * is false at compile time, so the list and its import are left out.
 */
const SeededAccountList =
  import.meta.env.VITE_MOCKS === 'true' ? lazy(() => import('./SeededAccountList')) : null;

export function SeededAccounts({ onPick }: { onPick: PickAccount }) {
  if (!SeededAccountList) return null;
  return (
    <Suspense fallback={null}>
      <SeededAccountList onPick={onPick} />
    </Suspense>
  );
}
