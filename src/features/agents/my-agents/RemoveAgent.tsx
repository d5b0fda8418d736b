import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { UserAgent } from '@/generated/model';
import { LazyConfirmDialog } from '@/lib/ui/LazyConfirmDialog';
import { removalLoss, scheduleAgentRemoval } from '../data/agent-actions';

/**
 * Removing an agent: a purchased or council-provided one asks first and says what is lost; any
 * removal can then be undone for a few seconds. Render `confirmation` once where the hook is used.
 */
export function useRemoveAgentFlow(): {
  remove: (agent: UserAgent) => void;
  confirmation: ReactNode;
} {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<UserAgent | null>(null);
  const remove = (agent: UserAgent) => {
    if (removalLoss(agent) === null) scheduleAgentRemoval(queryClient, agent);
    else setAsking(agent);
  };
  const loss = asking ? removalLoss(asking) : null;
  const confirmation = (
    <LazyConfirmDialog
      open={asking !== null}
      onOpenChange={(open) => !open && setAsking(null)}
      title={asking ? `Remove “${asking.agent.name}”?` : ''}
      confirmLabel={asking?.source === 'council' ? 'Hide from my agents' : 'Remove'}
      onConfirm={() => {
        if (asking) scheduleAgentRemoval(queryClient, asking);
      }}
    >
      <p>{loss}</p>
    </LazyConfirmDialog>
  );
  return { remove, confirmation };
}
