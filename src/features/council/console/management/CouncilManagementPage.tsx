import { useQuery } from '@tanstack/react-query';
import { useRef, type KeyboardEvent } from 'react';
import { roleName } from '@/lib/words';
import { useCan, describeRoles } from '@/lib/session/permissions';
import { useCurrentCouncil } from '@/lib/session/current-council';
import {
  ConsolePage,
  ConsoleSection,
  ReadOnlyNote,
} from '@/features/council/console/ui/ConsolePage';
import { QueryState } from '@/components/QueryState';
import { useUrlState } from '@/hooks/use-url-state';
import type { Council } from '@/generated/model';
import { formatDate } from '@/lib/constants/dates';
import { CouncilAgents } from './agents/CouncilAgents';
import { CouncilFiles } from './files/CouncilFiles';
import { JoinRequests } from './join-requests/JoinRequests';
import { CouncilProfileForm } from './profile/CouncilProfileForm';
import { JoinCode } from './profile/JoinCode';
import { joinRequestsQuery } from './join-requests/queries';
import { councilQuery } from './queries';

type Tab = 'overview' | 'requests' | 'agents' | 'files';

/** /Council_management: the current council's profile, join code, join requests, agents and files. */
export default function CouncilManagementPage() {
  const council = useCurrentCouncil();
  // The join requests are named only to those who see them (a member's tabs have none).
  const canSeeRequests = useCan('listJoinRequests');
  // No council: the route guard shows the council gate instead (src/app/guards.ts, step 4).
  if (!council) return null;
  return (
    <ConsolePage
      title="Council management"
      description={
        canSeeRequests
          ? "Your council's settings, join requests, agents and files."
          : "Your council's profile, agents and files."
      }
    >
      <CouncilConsole key={council.id} councilId={council.id} />
    </ConsolePage>
  );
}

function CouncilConsole({ councilId }: { councilId: number }) {
  const query = useQuery(councilQuery(councilId));
  const canSeeRequests = useCan('listJoinRequests');
  const requests = useQuery({
    ...joinRequestsQuery(councilId, { status: 'pending', per_page: 15 }),
    enabled: canSeeRequests,
  });
  const { values, set } = useUrlState(['tab'] as const);
  const tabs: { id: Tab; label: string; count?: number }[] = [
    { id: 'overview', label: 'Overview' },
    ...(canSeeRequests
      ? [{ id: 'requests' as const, label: 'Join requests', count: requests.data?.meta.total }]
      : []),
    { id: 'agents', label: 'Agents' },
    { id: 'files', label: 'Files' },
  ];
  const tab = tabs.find((t) => t.id === values.tab)?.id ?? 'overview';
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  // Arrow keys move between tabs, as the WAI-ARIA tabs pattern has it.
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.id === tab);
    const next =
      event.key === 'ArrowRight'
        ? index + 1
        : event.key === 'ArrowLeft'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length]!;
    set({ tab: target.id === 'overview' ? '' : target.id });
    refs.current[target.id]?.focus();
  };

  return (
    <QueryState query={query} label="the council" operation="getCouncil">
      {({ data: council }) => (
        <>
          <div
            className="console-tabs"
            role="tablist"
            aria-label={`${council.name} sections`}
            onKeyDown={onKeyDown}
          >
            {tabs.map((t) => (
              <button
                key={t.id}
                ref={(el) => {
                  refs.current[t.id] = el;
                }}
                type="button"
                role="tab"
                id={`tab-${t.id}`}
                className="console-tab"
                aria-selected={tab === t.id}
                aria-controls={`panel-${t.id}`}
                tabIndex={tab === t.id ? 0 : -1}
                onClick={() => set({ tab: t.id === 'overview' ? '' : t.id })}
              >
                {t.label}
                {t.count ? (
                  <span className="badge" aria-label={`${t.count} pending`}>
                    {t.count}
                  </span>
                ) : null}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
            {tab === 'overview' ? <Overview council={council} /> : null}
            {tab === 'requests' ? (
              <ConsoleSection
                id="requests"
                title="Join requests"
                description="People who asked to join. Approving makes them members."
              >
                <JoinRequests councilId={councilId} />
              </ConsoleSection>
            ) : null}
            {tab === 'agents' ? (
              <ConsoleSection
                id="agents"
                title="Council agents"
                description="Turn agents on or off, give them instructions and documents, choose who may use them and which SharePoint folder they read."
              >
                <CouncilAgents councilId={councilId} />
              </ConsoleSection>
            ) : null}
            {tab === 'files' ? (
              <ConsoleSection
                id="files"
                title="Council files"
                description="Documents shared with everyone in the council."
              >
                <CouncilFiles councilId={councilId} />
              </ConsoleSection>
            ) : null}
          </div>
        </>
      )}
    </QueryState>
  );
}

function Overview({ council }: { council: Council }) {
  const canEdit = useCan('updateCouncil');
  return (
    <div className="console-grid">
      {canEdit ? (
        <CouncilProfileForm council={council} />
      ) : (
        <section className="card-panel" aria-labelledby="profile-title">
          <h3 id="profile-title">Profile</h3>
          <p>{council.description ?? 'No description.'}</p>
          <ReadOnlyNote>
            Only {describeRoles('updateCouncil')} can change the council’s profile and join code.
          </ReadOnlyNote>
        </section>
      )}
      <section className="card-panel" aria-labelledby="council-facts-title">
        <h3 id="council-facts-title">At a glance</h3>
        <dl className="details">
          <dt>Members</dt>
          <dd>{council.members_count}</dd>
          <dt>Agents</dt>
          <dd>{council.agents_count}</dd>
          <dt>Your role</dt>
          <dd>{council.my_role ? roleName(council.my_role) : '—'}</dd>
          <dt>Plan</dt>
          <dd>{council.subscription?.name ?? 'None'}</dd>
          <dt>Created</dt>
          <dd>{formatDate(council.created_at)}</dd>
        </dl>
      </section>
      {canEdit ? <JoinCode council={council} /> : null}
    </div>
  );
}
