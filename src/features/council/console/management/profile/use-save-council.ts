import { useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@/lib/session/auth-context';
import { useUpdateCouncil } from '@/generated/api/councils/councils';
import { queryKeys } from '@/lib/query/keys';
import type { CouncilUpdateRequest } from '@/generated/model';

/** Saves council settings; the answer replaces the cached council, and the profile's council names follow. */
export function useSaveCouncil(councilId: number) {
  const queryClient = useQueryClient();
  const auth = useAuthStore();
  const update = useUpdateCouncil();
  const save = async (data: CouncilUpdateRequest) => {
    const response = await update.mutateAsync({ council: councilId, data });
    queryClient.setQueryData(queryKeys.council(councilId), response);
    if (data.name !== undefined || data.slug !== undefined) void auth.initProfile();
    return response.data;
  };
  return { save, pending: update.isPending };
}
