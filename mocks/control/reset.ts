/**
 * Back to the seed: the stored overlay is removed (and no longer written, or the page's own
 * pagehide flush would bring it back), the other tabs are told to reload, the state is reset and
 * the page reloads so the app forgets what it had cached. Sessions go with the reset, so the app
 * comes back signed out, as after a fresh start of the backend.
 */
import type { MockState } from '../laravel/mock-state';
import type { CrossTab } from './cross-tab';
import type { Persistence } from './persistence';

export interface ResetDeps {
  state: MockState;
  persistence: Pick<Persistence, 'clear'>;
  tabs?: Pick<CrossTab, 'announceReset'>;
  /** Reloads the page; tests pass a spy. */
  reload?: () => void;
}

export async function resetMocks({
  state,
  persistence,
  tabs,
  reload = () => location.reload(),
}: ResetDeps): Promise<void> {
  persistence.clear();
  tabs?.announceReset();
  state.realtime.reset();
  await state.reset();
  reload();
}
