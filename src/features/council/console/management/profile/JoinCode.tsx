import { useState } from 'react';
import { useHref } from 'react-router';
import { toast } from 'sonner';
import { Confirm, preloadDialogs } from '@/features/council/console/ui/dialogs';
import { errorText } from '@/lib/errors';
import type { Council } from '@/generated/model';
import { paths } from '@/lib/routes/paths';
import { useSaveCouncil } from './use-save-council';

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${what} copied.`);
  } catch {
    toast.error(`Could not copy the ${what.toLowerCase()}: select it and copy it by hand.`);
  }
}

/** The join code and the join link (`/auth/join/{code}`): copy, replace, switch off or on. */
export function JoinCode({ council }: { council: Council }) {
  const { save, pending } = useSaveCouncil(council.id);
  const [confirm, setConfirm] = useState<'regenerate' | 'disable' | null>(null);
  const href = useHref(paths.join.href({ code: council.join_code }));
  const link = new URL(href, window.location.origin).toString();

  const change = async (
    data: { regenerate_join_code?: boolean; join_code_enabled?: boolean },
    done: string,
  ) => {
    try {
      await save(data);
      toast.success(done);
      return null;
    } catch (error) {
      return errorText(error, { operation: 'updateCouncil' });
    }
  };

  return (
    <section className="card-panel" aria-labelledby="join-code-title">
      <h3 id="join-code-title">Join code</h3>
      {council.join_code ? (
        <>
          <p className="muted">
            Anyone with the code or the link joins {council.name} at once as a member.
          </p>
          <div className="copy-row">
            <code aria-label="Join code">{council.join_code}</code>
            <button
              type="button"
              className="button button-small button-secondary"
              onClick={() => void copy(council.join_code!, 'Join code')}
            >
              Copy code
            </button>
          </div>
          <div className="copy-row">
            <code aria-label="Join link">{link}</code>
            <button
              type="button"
              className="button button-small button-secondary"
              onClick={() => void copy(link, 'Join link')}
            >
              Copy link
            </button>
          </div>
          <div className="console-actions">
            <button
              type="button"
              className="button button-small button-secondary"
              disabled={pending}
              onFocus={preloadDialogs}
              onMouseEnter={preloadDialogs}
              onClick={() => setConfirm('regenerate')}
            >
              New code
            </button>
            <button
              type="button"
              className="button button-small button-danger-outline"
              disabled={pending}
              onFocus={preloadDialogs}
              onMouseEnter={preloadDialogs}
              onClick={() => setConfirm('disable')}
            >
              Switch joining by code off
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="muted">
            Joining by code is off: people ask to join and an administrator approves them.
          </p>
          <div>
            <button
              type="button"
              className="button button-secondary"
              disabled={pending}
              onClick={() =>
                void change({ join_code_enabled: true }, 'Joining by code is on.').then(
                  (m) => m && toast.error(m),
                )
              }
            >
              Switch joining by code on
            </button>
          </div>
        </>
      )}
      <Confirm
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm === 'regenerate' ? 'Replace the join code?' : 'Switch joining by code off?'}
        confirmLabel={confirm === 'regenerate' ? 'Replace code' : 'Switch off'}
        onConfirm={() =>
          confirm === 'regenerate'
            ? change(
                { regenerate_join_code: true },
                'A new join code is ready. The old code and link no longer work.',
              )
            : change({ join_code_enabled: false }, 'Joining by code is off.')
        }
      >
        <p>The current code and every join link already shared stop working.</p>
      </Confirm>
    </section>
  );
}
