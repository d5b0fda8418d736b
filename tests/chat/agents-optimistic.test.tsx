/** Pin, unpin and remove agents: applied at once, reverted with the spec's message when the call fails. */
import './dom-shims';
import './cleanup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { listProfileAgents } from '@/generated/api/profile/profile';
import type { UserAgent } from '@/generated/model';
import { sortAgents } from '@/features/chat/agents/agent-actions';
import { AgentsSection } from '@/features/chat/agents/AgentsSection';
import { renderChat, signIn, useChatMock } from './helpers';

const mock = useChatMock();

const region = () => screen.getByRole('region', { name: 'Agents' });
const rowOf = (id: number) => region().querySelector<HTMLLIElement>(`li[data-agent-id="${id}"]`);
const order = () => [...region().querySelectorAll<HTMLLIElement>('li[data-agent-id]')].map((li) => Number(li.dataset.agentId));
const pinButton = (id: number) => within(rowOf(id)!).getByRole('button', { name: /^(Pin|Unpin) / });

let agents: UserAgent[] = [];

beforeEach(async () => {
  await signIn();
  agents = sortAgents((await listProfileAgents()).data);
});

async function renderAgents() {
  renderChat(<AgentsSection />);
  await waitFor(() => expect(order().length).toBeGreaterThan(2));
  // Every agent in view (the list folds the unpinned ones after a few).
  const more = within(region()).queryByRole('button', { name: /Show all/ });
  if (more) await userEvent.setup().click(more);
}

describe('optimistic pin and unpin', () => {
  it('pins at once with a pinned_at time (to the top of the pinned ones), and the server confirms', async () => {
    const target = agents.find((a) => !a.is_pinned)!;
    await renderAgents();
    mock.state.faults.set({ latency: 800 });
    const user = userEvent.setup();
    await user.click(pinButton(target.id));
    await waitFor(() => expect(pinButton(target.id)).toHaveAttribute('aria-pressed', 'true'));
    // Most recently pinned first: it leads the list while the call is still on its way.
    expect(order()[0]).toBe(target.id);
    expect(mock.state.db.userAgents.all().find((r) => r.agent_id === target.id && r.user_id === 1)?.is_pinned).toBe(false);
    await waitFor(() => expect(mock.state.db.userAgents.all().find((r) => r.agent_id === target.id && r.user_id === 1)?.is_pinned).toBe(true), {
      timeout: 3000,
    });
    expect(pinButton(target.id)).toHaveAttribute('aria-pressed', 'true');
  });

  it('reverts a failed pin and says "Failed to update pin state"', async () => {
    const target = agents.find((a) => !a.is_pinned)!;
    await renderAgents();
    const before = order();
    mock.state.faults.force('updateProfileAgent', { status: 500, times: 1 });
    const user = userEvent.setup();
    await user.click(pinButton(target.id));
    expect(await screen.findByText('Failed to update pin state')).toBeInTheDocument();
    await waitFor(() => expect(pinButton(target.id)).toHaveAttribute('aria-pressed', 'false'));
    expect(order()).toEqual(before);
  });

  it('unpins at once, and reverts a failed unpin', async () => {
    const pinned = agents.filter((a) => a.is_pinned);
    expect(pinned.length).toBeGreaterThan(1);
    await renderAgents();
    const user = userEvent.setup();
    mock.state.faults.force('updateProfileAgent', { status: 503, times: 1 });
    await user.click(pinButton(pinned[0]!.id));
    expect(await screen.findByText('Failed to update pin state')).toBeInTheDocument();
    await waitFor(() => expect(pinButton(pinned[0]!.id)).toHaveAttribute('aria-pressed', 'true'));

    await user.click(pinButton(pinned[1]!.id));
    await waitFor(() => expect(pinButton(pinned[1]!.id)).toHaveAttribute('aria-pressed', 'false'));
    // Unpinned ones follow every pinned one.
    const pinnedCount = pinned.length - 1;
    expect(order().indexOf(pinned[1]!.id)).toBeGreaterThanOrEqual(pinnedCount);
    await waitFor(() => expect(mock.state.db.userAgents.all().find((r) => r.agent_id === pinned[1]!.id && r.user_id === 1)?.is_pinned).toBe(false));
  });
});

describe('optimistic remove', () => {
  it('removes at once, and the server confirms', async () => {
    const target = agents.find((a) => a.source !== 'council')!;
    await renderAgents();
    mock.state.faults.set({ latency: 600 });
    const user = userEvent.setup();
    await user.click(within(rowOf(target.id)!).getByRole('button', { name: `Actions for ${target.agent.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove from my agents' }));
    await waitFor(() => expect(rowOf(target.id)).toBeNull());
    expect(mock.state.db.userAgents.all().some((r) => r.agent_id === target.id && r.user_id === 1)).toBe(true);
    await waitFor(() => expect(mock.state.db.userAgents.all().some((r) => r.agent_id === target.id && r.user_id === 1)).toBe(false), { timeout: 3000 });
  });

  it('puts a failed removal back and says "Failed to remove agent"', async () => {
    const target = agents.find((a) => a.source !== 'council')!;
    await renderAgents();
    const before = order();
    mock.state.faults.force('removeProfileAgent', { status: 500, times: 1 });
    const user = userEvent.setup();
    await user.click(within(rowOf(target.id)!).getByRole('button', { name: `Actions for ${target.agent.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove from my agents' }));
    expect(await screen.findByText('Failed to remove agent')).toBeInTheDocument();
    await waitFor(() => expect(order()).toEqual(before));
  });

  it('offers no removal for an agent a council provides', async () => {
    const council = agents.find((a) => a.source === 'council');
    // The seed gives the demo user agents through their council; without one this test would prove nothing.
    if (!council) throw new Error('the demo user has no agent provided by a council');
    await renderAgents();
    const user = userEvent.setup();
    await user.click(within(rowOf(council.id)!).getByRole('button', { name: `Actions for ${council.agent.name}` }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Remove from my agents' })).toBeNull();
  });
});

describe('sortAgents', () => {
  const base = (id: number, patch: Partial<UserAgent>): UserAgent => ({ ...agents[0]!, id, ...patch });
  it('puts pinned first (newest pin first), then the rest by when they were added', () => {
    const list = [
      base(1, { is_pinned: false, pinned_at: null, added_at: '2026-01-01T00:00:00Z' }),
      base(2, { is_pinned: true, pinned_at: '2026-02-01T00:00:00Z' }),
      base(3, { is_pinned: false, pinned_at: null, added_at: '2026-03-01T00:00:00Z' }),
      base(4, { is_pinned: true, pinned_at: '2026-04-01T00:00:00Z' }),
    ];
    expect(sortAgents(list).map((a) => a.id)).toEqual([4, 2, 3, 1]);
  });
});
