import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCan } from '@/lib/session/permissions';
import { afterCouncilFilesChanged } from '@/lib/query/refresh';
import { Pager } from '@/features/council/console/ui/Pager';
import { QueryState } from '@/components/QueryState';
import { useUrlState } from '@/hooks/use-url-state';
import { deleteCouncilFile, uploadCouncilFile } from '@/generated/api/councils/councils';
import { councilFilesQuery } from '../queries';
import { FileLibrary } from './FileLibrary';

const ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.txt,.md,.csv,.rtf,.png,.jpg,.jpeg';

/** The council's file library. */
export function CouncilFiles({ councilId }: { councilId: number }) {
  const queryClient = useQueryClient();
  const { page, set } = useUrlState(['tab'] as const);
  const query = useQuery({
    ...councilFilesQuery(councilId, { page, per_page: 15 }),
    placeholderData: keepPreviousData,
  });
  const canUpload = useCan('uploadCouncilFile');
  const canDelete = useCan('deleteCouncilFile');
  const refresh = () => afterCouncilFilesChanged(queryClient, councilId);
  return (
    <QueryState query={query} label="files" operation="listCouncilFiles">
      {(data) => (
        <>
          <FileLibrary
            label="the council library"
            files={data.data}
            accept={ACCEPT}
            canUpload={canUpload}
            canDelete={canDelete}
            deleteOperation="deleteCouncilFile"
            upload={async (file, onUploadProgress) => {
              await uploadCouncilFile(councilId, { file }, { onUploadProgress });
              await refresh();
            }}
            remove={async (file) => {
              await deleteCouncilFile(councilId, file.id);
              await refresh();
            }}
          />
          <Pager
            meta={data.meta}
            noun="file"
            onPage={(next) => set({ page: next, tab: 'files' })}
          />
        </>
      )}
    </QueryState>
  );
}
