import type { ReactNode } from 'react';

/**
 * Pictures of the app drawn in HTML (sharp at any size, themed, a few hundred bytes): the App store
 * and a council, with agents and councils from the demo data. Hidden from assistive technology;
 * each figure's caption says what it shows.
 */
const AGENTS = [
  { name: 'Planning Officer Assistant', category: 'Planning', price: 'Free', mark: 'P' },
  { name: 'Budget Analyst', category: 'Finance', price: 'Free', mark: 'B' },
  { name: 'Planning Appeals Drafter', category: 'Legal', price: '£24.99', mark: 'A' },
  { name: 'FOI Request Assistant', category: 'Governance', price: 'Free', mark: 'F' },
  { name: 'Grant Finder', category: 'Finance', price: '£19.99', mark: 'G' },
  { name: 'HR Policy Assistant', category: 'HR', price: 'Free', mark: 'H' },
];

const MEMBERS = [
  { initials: 'DA', name: 'Demo Admin', role: 'Administrator', online: true },
  { initials: 'MM', name: 'Max Manager', role: 'Manager', online: true },
  { initials: 'MI', name: 'Mia Member', role: 'Member', online: false },
  { initials: 'OH', name: 'Olivia Hughes', role: 'Administrator', online: false },
];

function Window({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="preview-window" aria-hidden="true">
      <div className="preview-bar">
        <span className="preview-dot" />
        <span className="preview-dot" />
        <span className="preview-dot" />
        <span className="preview-title">{title}</span>
      </div>
      <div className="preview-body">{children}</div>
    </div>
  );
}

export function AppStorePreview() {
  return (
    <figure className="preview">
      <Window title="App store">
        <div className="preview-filters">
          <span className="preview-chip preview-chip-on">All</span>
          <span className="preview-chip">Planning</span>
          <span className="preview-chip">Finance</span>
          <span className="preview-chip">Free</span>
        </div>
        <div className="preview-agents">
          {AGENTS.map((agent) => (
            <div key={agent.name} className="preview-agent">
              <span className="preview-mark">{agent.mark}</span>
              <span className="preview-agent-name">{agent.name}</span>
              <span className="preview-agent-meta">
                {agent.category} · {agent.price}
              </span>
            </div>
          ))}
        </div>
      </Window>
      <figcaption className="muted small">
        The App store: agents by category, free or paid.
      </figcaption>
    </figure>
  );
}

export function CouncilPreview() {
  return (
    <figure className="preview">
      <Window title="Northwind Parish Council">
        <div className="preview-stats">
          <span>
            <strong>15</strong> members
          </span>
          <span>
            <strong>Team</strong> plan
          </span>
          <span>
            <strong>8</strong> agents
          </span>
        </div>
        <div className="preview-members">
          {MEMBERS.map((member) => (
            <div key={member.name} className="preview-member">
              <span className="preview-avatar">
                {member.initials}
                {member.online ? <span className="preview-online" /> : null}
              </span>
              <span className="preview-agent-name">{member.name}</span>
              <span className="preview-agent-meta">{member.role}</span>
            </div>
          ))}
        </div>
      </Window>
      <figcaption className="muted small">
        A council: its members and roles, its plan and its agents; a dot marks who is online.
      </figcaption>
    </figure>
  );
}
