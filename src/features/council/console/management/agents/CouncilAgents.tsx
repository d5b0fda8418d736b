import { useMemo, useState } from 'react';
import { useCan } from '@/lib/session/permissions';
import { DataTable } from '@/features/council/console/ui/DataTable';
import { Panel, preloadDialogs } from '@/features/council/console/ui/dialogs';
import { QueryState } from '@/components/QueryState';
import { columnHelper } from '@/features/council/console/ui/table';
import { RowActions } from '@/features/council/console/ui/RowActions';
import { useQuery } from '@tanstack/react-query';
import type { CouncilAgent } from '@/generated/model';
import { councilAgentsQuery } from '../queries';
import { AgentAccess, AgentFiles, AgentSettings, AgentSharepoint } from './AgentPanels';

type PanelKind = 'settings' | 'files' | 'members' | 'sharepoint';
const TITLES: Record<PanelKind, string> = {
  settings: 'Settings',
  files: 'Files',
  members: 'Who may use it',
  sharepoint: 'SharePoint folder',
};

/** The council's agents: on or off, instructions, files, who may use each, and its SharePoint folder. */
export function CouncilAgents({ councilId }: { councilId: number }) {
  const query = useQuery(councilAgentsQuery(councilId));
  const canEdit = useCan('updateCouncilAgent');
  const canAssign = useCan('updateCouncilAgentUsers');
  const canLink = useCan('linkCouncilAgentSharepoint');
  const [open, setOpen] = useState<{ kind: PanelKind; agentId: number } | null>(null);

  const columns = useMemo(() => {
    const helper = columnHelper<CouncilAgent>();
    const action = (kind: PanelKind, agent: CouncilAgent, label: string) => (
      <button
        type="button"
        className="button button-small button-secondary"
        onFocus={preloadDialogs}
        onMouseEnter={preloadDialogs}
        onClick={() => setOpen({ kind, agentId: agent.id })}
      >
        {label}
        <span className="sr-only"> of {agent.agent.name}</span>
      </button>
    );
    return helper.columns([
      helper.accessor((a) => a.agent.name, { id: 'name', header: 'Agent', sortFn: 'text' }),
      helper.accessor('is_enabled', {
        header: 'Status',
        cell: ({ getValue }) =>
          getValue() ? (
            <span className="badge">On</span>
          ) : (
            <span className="badge badge-warn">Off</span>
          ),
      }),
      helper.accessor('users_count', { header: 'Members', meta: { className: 'cell-number' } }),
      helper.accessor('files_count', { header: 'Files', meta: { className: 'cell-number' } }),
      helper.accessor((a) => a.sharepoint?.path ?? '', {
        id: 'sharepoint',
        header: 'SharePoint',
        cell: ({ row }) =>
          row.original.sharepoint ? (
            <code>{row.original.sharepoint.path}</code>
          ) : (
            <span className="muted">None</span>
          ),
      }),
      helper.display({
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        meta: { className: 'cell-actions' },
        cell: ({ row }) => {
          const agent = row.original;
          const item = (kind: PanelKind, label: string) => ({
            label,
            warm: preloadDialogs,
            onSelect: () => setOpen({ kind, agentId: agent.id }),
          });
          const members = canAssign ? 'Members' : 'Who may use it';
          return (
            <RowActions
              label={`Actions for ${agent.agent.name}`}
              primary={canEdit ? action('settings', agent, 'Settings') : null}
              items={[
                item('files', 'Files'),
                item('members', members),
                ...(canLink ? [item('sharepoint', 'SharePoint folder')] : []),
              ]}
            >
              {action('files', agent, 'Files')}
              {action('members', agent, members)}
              {canLink ? action('sharepoint', agent, 'SharePoint') : null}
            </RowActions>
          );
        },
      }),
    ]);
  }, [canEdit, canAssign, canLink]);

  return (
    <QueryState
      query={query}
      label="agents"
      operation="listCouncilAgents"
      isEmpty={(d) => d.data.length === 0}
      empty={<p>The council has no agents yet. Add some from the app store.</p>}
    >
      {(data) => {
        const agent = open ? data.data.find((a) => a.id === open.agentId) : undefined;
        const close = () => setOpen(null);
        return (
          <>
            <DataTable caption="The council's agents" columns={columns} data={data.data} />
            <Panel
              open={open !== null && agent !== undefined}
              onOpenChange={(o) => !o && close()}
              title={open && agent ? `${agent.agent.name}: ${TITLES[open.kind]}` : ''}
              wide={open?.kind !== 'settings'}
            >
              {open && agent ? (
                open.kind === 'settings' ? (
                  <AgentSettings councilId={councilId} agent={agent} onDone={close} />
                ) : open.kind === 'files' ? (
                  <AgentFiles councilId={councilId} agent={agent} />
                ) : open.kind === 'members' ? (
                  <AgentAccess councilId={councilId} agent={agent} onDone={close} />
                ) : (
                  <AgentSharepoint councilId={councilId} agent={agent} onDone={close} />
                )
              ) : null}
            </Panel>
          </>
        );
      }}
    </QueryState>
  );
}
