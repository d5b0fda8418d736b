/**
 * Changing members as admin consoles do: a change that takes power or a licence away asks first
 * (demoting an administrator, freeing a licence); any other change is saved at once and can be
 * undone for a few seconds from its notice. Works for one member or several selected at once.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { updateCouncilUser } from '@/generated/api/council-users/council-users';
import type { CouncilUser, CouncilUserUpdateRequest } from '@/generated/model';
import { errorText } from '@/lib/errors';
import { count } from '@/lib/words';
import { Confirm } from '@/features/council/console/ui/dialogs';
import { afterMemberChanged } from '@/lib/query/refresh';

/** How long the Undo of a saved change is offered. */
export const UNDO_MS = 6_000;

export interface MemberChange {
  user: CouncilUser;
  change: CouncilUserUpdateRequest;
  /** What puts it back. */
  undo: CouncilUserUpdateRequest;
}

interface Asking {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  resolve: (confirmed: boolean) => void;
}

export function useMemberChanges(councilId: number) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Asking | null>(null);

  /** Saves every change; the refusals are told in the server's words. Returns the changes that were saved. */
  const save = async (changes: readonly MemberChange[], field: 'change' | 'undo') => {
    const saved: MemberChange[] = [];
    for (const item of changes) {
      try {
        await updateCouncilUser(councilId, item.user.id, item[field]);
        saved.push(item);
      } catch (error) {
        toast.error(`${item.user.name}: ${errorText(error, { operation: 'updateCouncilUser' })}`);
      }
    }
    await afterMemberChanged(queryClient, councilId);
    return saved;
  };

  /** Asks first when `confirm` is given; then saves, offering Undo when nothing was asked. Resolves false when cancelled. */
  const apply = async (
    changes: readonly MemberChange[],
    done: string,
    confirm?: { title: string; body: ReactNode; confirmLabel: string },
  ): Promise<boolean> => {
    if (changes.length === 0) return true;
    if (confirm) {
      const confirmed = await new Promise<boolean>((resolve) => setAsking({ ...confirm, resolve }));
      if (!confirmed) return false;
    }
    const saved = await save(changes, 'change');
    if (saved.length === 0) return false;
    const message =
      saved.length === changes.length
        ? done
        : `${done} (${count(saved.length, 'member')} of ${changes.length})`;
    if (confirm) toast.success(message);
    else
      toast.success(message, {
        duration: UNDO_MS,
        action: {
          label: 'Undo',
          onClick: () =>
            void save(saved, 'undo').then((undone) => {
              if (undone.length > 0) toast.success('Change undone.');
            }),
        },
      });
    return true;
  };

  const dialog = (
    <Confirm
      open={asking !== null}
      onOpenChange={(open) => {
        if (!open && asking) {
          asking.resolve(false);
          setAsking(null);
        }
      }}
      title={asking?.title ?? ''}
      confirmLabel={asking?.confirmLabel ?? 'Confirm'}
      onConfirm={() => {
        asking?.resolve(true);
        setAsking(null);
      }}
    >
      {asking?.body}
    </Confirm>
  );

  return { apply, dialog };
}
