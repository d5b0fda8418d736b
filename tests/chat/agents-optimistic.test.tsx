/** Pin, unpin and remove agents: applied at once, reverted with the spec's message when the call fails. */
import './dom-shims';
import './cleanup';
import nodeConsole from 'node:console';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listProfileAgents } from '@/generated/api/profile/profile';
import type { UserAgent } from '@/generated/model';
import {
  flushAgentRemovals,
  resetAgentRemovalsForTests,
  sortAgents,
} from '@/features/agents/data/agent-actions';
import { AgentsSection } from '@/features/agents/sidebar/AgentsSection';
import { DEMO_ID, renderChat, signIn, useChatMock } from './helpers';

const mock = useChatMock();

const region = () => screen.getByRole('region', { name: 'Agents' });
const rowOf = (id: number) => region().querySelector<HTMLLIElement>(`li[data-agent-id="${id}"]`);
const order = () =>
  [...region().querySelectorAll<HTMLLIElement>('li[data-agent-id]')].map((li) =>
    Number(li.dataset.agentId),
  );
const pinButton = (id: number) => within(rowOf(id)!).getByRole('button', { name: /^(Pin|Unpin) / });

let agents: UserAgent[] = [];

afterEach(() => resetAgentRemovalsForTests());

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
    expect(
      mock.state.db.userAgents.all().find((r) => r.agent_id === target.id && r.user_id === 1)
        ?.is_pinned,
    ).toBe(false);
    await waitFor(() =>
      expect(
        mock.state.db.userAgents.all().find((r) => r.agent_id === target.id && r.user_id === 1)
          ?.is_pinned,
      ).toBe(true),
    );
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
    await waitFor(() =>
      expect(
        mock.state.db.userAgents.all().find((r) => r.agent_id === pinned[1]!.id && r.user_id === 1)
          ?.is_pinned,
      ).toBe(false),
    );
  });
});

describe('remove with undo (issue 16 point 4)', () => {
  const dbHas = (id: number) =>
    mock.state.db.userAgents
      .all()
      .some((r) => r.agent_id === id && r.user_id === DEMO_ID && !r.hidden);

  async function removeVia(agent: UserAgent) {
    const user = userEvent.setup();
    await user.click(
      within(rowOf(agent.id)!).getByRole('button', { name: `Actions for ${agent.agent.name}` }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Remove from my agents' }));
    return user;
  }

  it('removes a free agent at once without asking, offers Undo, and sends the DELETE only when the time is up', async () => {
    const target = agents.find((a) => a.source === 'free')!;
    await renderAgents();
    await removeVia(target);
    await waitFor(() => expect(rowOf(target.id)).toBeNull());
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    expect(
      await screen.findByText(`“${target.agent.name}” removed from your agents`),
    ).toBeInTheDocument();
    // Nothing is sent during the undo time.
    expect(dbHas(target.id)).toBe(true);
    await flushAgentRemovals();
    expect(dbHas(target.id)).toBe(false);
    expect(rowOf(target.id)).toBeNull();
  });

  it('Undo puts the agent back and nothing is sent', async () => {
    const target = agents.find((a) => a.source === 'free')!;
    await renderAgents();
    const user = await removeVia(target);
    await waitFor(() => expect(rowOf(target.id)).toBeNull());
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(rowOf(target.id)).not.toBeNull());
    await flushAgentRemovals();
    expect(dbHas(target.id)).toBe(true);
  });

  it('puts a failed removal back and says "Failed to remove agent"', async () => {
    const target = agents.find((a) => a.source === 'free')!;
    await renderAgents();
    const before = order();
    mock.state.faults.force('removeProfileAgent', { status: 500, times: 1 });
    const logged = vi.spyOn(nodeConsole, 'error').mockImplementation(() => undefined);
    await removeVia(target);
    await waitFor(() => expect(rowOf(target.id)).toBeNull());
    await flushAgentRemovals();
    expect(await screen.findByText('Failed to remove agent')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/DELETE .* 500/));
    await waitFor(() => expect(order()).toEqual(before));
  });

  it('asks before removing a purchased agent, says what is lost, and Cancel keeps it', async () => {
    const target = agents.find((a) => a.source === 'purchased');
    if (!target) throw new Error('the demo user has no purchased agent');
    await renderAgents();
    const user = await removeVia(target);
    const dialog = await screen.findByRole('alertdialog', {
      name: `Remove “${target.agent.name}”?`,
    });
    expect(dialog).toHaveTextContent('the purchase is not refunded');
    expect(dialog).toHaveTextContent('add it back from the app store at no charge');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(rowOf(target.id)).not.toBeNull();

    await removeVia(target);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(rowOf(target.id)).toBeNull());
    await flushAgentRemovals();
    expect(dbHas(target.id)).toBe(false);
  });

  it('lets a council-provided agent be hidden after saying the council still provides it', async () => {
    const council = agents.find((a) => a.source === 'council');
    if (!council) throw new Error('the demo user has no agent provided by a council');
    await renderAgents();
    const user = await removeVia(council);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('your council still provides it');
    await user.click(within(dialog).getByRole('button', { name: 'Hide from my agents' }));
    await waitFor(() => expect(rowOf(council.id)).toBeNull());
    await flushAgentRemovals();
    expect((await listProfileAgents()).data.some((a) => a.id === council.id)).toBe(false);
  });
});

describe('sortAgents', () => {
  const base = (id: number, patch: Partial<UserAgent>): UserAgent => ({
    ...agents[0]!,
    id,
    ...patch,
  });
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
