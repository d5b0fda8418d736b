import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { updateCouncilUser } from '@/generated/api/council-users/council-users';
import type { CouncilUser, CouncilUserUpdateRequest } from '@/generated/model';
import { errorText } from '@/features/common/error-text';
import { refetchCouncil } from '@/features/councils/ui/invalidate';
import type { InviteDictionaries } from './invite/parse-invites';

/** Saves one change of a member; the server's refusal (the last administrator…) is shown as it says. */
function useMemberUpdate(councilId: number, user: CouncilUser) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const save = async (change: CouncilUserUpdateRequest, done: string) => {
    setBusy(true);
    try {
      await updateCouncilUser(councilId, user.id, change);
      toast.success(done);
    } catch (error) {
      toast.error(errorText(error, 'updateCouncilUser'));
    } finally {
      setBusy(false);
      void refetchCouncil(queryClient, councilId, '/users');
    }
  };
  return { busy, save };
}

export function RoleCell({ councilId, user, dictionaries }: { councilId: number; user: CouncilUser; dictionaries: InviteDictionaries }) {
  const { busy, save } = useMemberUpdate(councilId, user);
  return (
    <select
      aria-label={`Role of ${user.name}`}
      value={user.role}
      disabled={busy}
      onChange={(event) => {
        const role = event.target.value as CouncilUser['role'];
        const name = dictionaries.roles.find((r) => r.slug === role)?.name ?? role;
        void save({ role }, `${user.name} is now ${name.toLowerCase()}.`);
      }}
    >
      {dictionaries.roles.map((role) => (
        <option key={role.slug} value={role.slug}>
          {role.name}
        </option>
      ))}
    </select>
  );
}

export function PositionCell({ councilId, user, dictionaries }: { councilId: number; user: CouncilUser; dictionaries: InviteDictionaries }) {
  const { busy, save } = useMemberUpdate(councilId, user);
  return (
    <select
      aria-label={`Position of ${user.name}`}
      value={user.position?.id ?? ''}
      disabled={busy}
      onChange={(event) => {
        const value = event.target.value === '' ? null : Number(event.target.value);
        const name = dictionaries.positions.find((p) => p.id === value)?.name;
        void save({ position_id: value }, name ? `${user.name}'s position is now ${name}.` : `${user.name} has no position now.`);
      }}
    >
      <option value="">No position</option>
      {dictionaries.positions.map((position) => (
        <option key={position.id} value={position.id}>
          {position.name}
        </option>
      ))}
    </select>
  );
}
