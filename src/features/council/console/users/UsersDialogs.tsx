/** The dialogs of the Users page: invite one, invite many, and removing a member or an invitation. */
import { Confirm, Panel } from '@/features/council/console/ui/dialogs';
import type { CouncilUser } from '@/generated/model';
import { BulkInvite } from './invite/BulkInvite';
import { InviteForm } from './invite/InviteForm';
import type { InviteDictionaries } from './invite/parse-invites';

export function InviteDialogs({
  open,
  onOpen,
  councilId,
  councilName,
  dictionaries,
}: {
  open: 'one' | 'many' | null;
  onOpen: (which: 'one' | 'many' | null) => void;
  councilId: number;
  councilName: string;
  dictionaries: InviteDictionaries;
}) {
  return (
    <>
      <Panel
        open={open === 'one'}
        onOpenChange={(next) => onOpen(next ? 'one' : null)}
        title="Invite someone"
        description={`They get an email with a link to join ${councilName}.`}
      >
        <InviteForm councilId={councilId} dictionaries={dictionaries} onDone={() => onOpen(null)} />
      </Panel>
      <Panel
        open={open === 'many'}
        onOpenChange={(next) => onOpen(next ? 'many' : null)}
        title="Invite many people"
        wide
      >
        <BulkInvite councilId={councilId} dictionaries={dictionaries} onDone={() => onOpen(null)} />
      </Panel>
    </>
  );
}

/** Asks before a member is removed or an invitation revoked; `onConfirm` resolves to an error text or null. */
export function RemoveUserDialog({
  user,
  councilName,
  onClose,
  onConfirm,
}: {
  user: CouncilUser | null;
  councilName: string;
  onClose: () => void;
  onConfirm: (user: CouncilUser) => Promise<string | null>;
}) {
  const invited = user?.status === 'invited';
  return (
    <Confirm
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={invited ? 'Revoke this invitation?' : 'Remove this member?'}
      confirmLabel={invited ? 'Revoke invitation' : 'Remove member'}
      onConfirm={() => onConfirm(user!)}
    >
      {invited ? (
        <p>The link sent to {user.email} will stop working.</p>
      ) : (
        <p>
          {user?.name} loses access to {councilName}, its agents and files. Their licence, if any,
          is unassigned.
        </p>
      )}
    </Confirm>
  );
}
