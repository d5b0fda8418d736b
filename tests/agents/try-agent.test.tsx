/**
 * Issue 61, finding 13: the builder had no way to try the agent before publishing it. Its author now
 * sends a message from the builder and reads the agent's answer there (`previewAgent`); nothing is
 * stored, an empty message is refused on its field, and a failure keeps what was typed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAgent } from '@/generated/api/agents/agents';
import ManageAgentsPage from '@/features/agents/builder/ManageAgentsPage';
import { quietHttpErrors, renderPage, signIn, useAgentsMock } from './helpers';

const mock = useAgentsMock();
beforeEach(() => signIn());
afterEach(() => mock.server.resetHandlers());

/** The tries shown (the list's own items: an answer may hold a list of its own). */
async function triesOf(section: HTMLElement): Promise<Element[]> {
  const tries = within(section).getByRole('list', { name: 'Your tries' });
  await waitFor(() => expect(tries.children.length).toBeGreaterThan(0));
  return [...tries.children];
}

async function openDraft(name: string) {
  const draft = (await createAgent({ name, description: 'Answers questions about trees.' })).data;
  await renderPage(<ManageAgentsPage />, `/Manage_agents?agent=${draft.id}`, '/Manage_agents');
  const section = await screen.findByRole('region', { name: 'Try it' });
  return { draft, section };
}

describe('trying an agent in the builder', () => {
  it('shows the draft’s answer to a message, and stores nothing', async () => {
    const { draft, section } = await openDraft('Tree Officer');
    const threads = mock.state.db.threads.all().length;
    const user = userEvent.setup();
    const message = within(section).getByLabelText('Message');
    await user.type(message, 'Can I prune an oak in a conservation area?');
    await user.click(within(section).getByRole('button', { name: 'Send' }));

    const [exchange, ...more] = await triesOf(section);
    expect(more).toEqual([]);
    expect(exchange).toHaveTextContent('You asked: Can I prune an oak in a conservation area?');
    expect(exchange).toHaveTextContent(/The agent answered: \S+/);
    expect(message).toHaveValue('');
    expect(mock.state.db.threads.all()).toHaveLength(threads);
    expect(mock.state.db.agents.get(draft.id)?.status).toBe('draft');
  });

  it('refuses an empty message on its field without asking the server', async () => {
    const { section } = await openDraft('Empty try');
    let asked = false;
    mock.server.use(
      http.post('*/api/agents/:agent/preview', () => {
        asked = true;
        return HttpResponse.json({ message: 'unexpected' }, { status: 500 });
      }),
    );
    const user = userEvent.setup();
    await user.type(within(section).getByLabelText('Message'), '   ');
    await user.click(within(section).getByRole('button', { name: 'Send' }));
    const message = within(section).getByLabelText('Message');
    await waitFor(() => expect(message).toHaveAttribute('aria-invalid', 'true'));
    expect(message).toHaveAccessibleDescription('This field is required.');
    expect(asked).toBe(false);
  });

  it('keeps the message when the agent does not answer, and sends it again', async () => {
    const logged = quietHttpErrors();
    const { section } = await openDraft('Flaky try');
    mock.server.use(
      http.post(
        '*/api/agents/:agent/preview',
        () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
        { once: true },
      ),
    );
    const user = userEvent.setup();
    const message = within(section).getByLabelText('Message');
    await user.type(message, 'What is a TPO?');
    await user.click(within(section).getByRole('button', { name: 'Send' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('The agent did not answer');
    expect(message).toHaveValue('What is a TPO?');
    await user.click(within(section).getByRole('button', { name: 'Send again' }));
    const [exchange] = await triesOf(section);
    expect(exchange).toHaveTextContent('You asked: What is a TPO?');
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(logged()).toContainEqual(expect.stringMatching(/preview 500/));
  });
});

describe('a council agent someone else wrote', () => {
  it('has no Try it in the builder, since only its author may try it', async () => {
    const guide = mock.state.db.agents.all().find((a) => a.name === 'Standing Orders Guide')!;
    await renderPage(<ManageAgentsPage />, `/Manage_agents?agent=${guide.id}`, '/Manage_agents');
    expect(await screen.findByRole('heading', { name: /Standing Orders Guide/ })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Try it' })).toBeNull();
  });
});
