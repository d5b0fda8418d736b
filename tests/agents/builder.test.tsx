/** The agent builder's form (client rules, the server's 422 on fields, the unsaved changes kept as a draft) and its knowledge files. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAgent } from '@/generated/api/agents/agents';
import ManageAgentsPage from '@/features/agents/builder/ManageAgentsPage';
import { agentFormSchema, emptyAgentForm } from '@/features/agents/builder/agent-form';
import { agentFileProblem } from '@/features/agents/builder/file-rules';
import { USERS } from '@mocks/db/seed-ids';
import { quietHttpErrors, renderPage, signIn, useAgentsMock } from './helpers';

const mock = useAgentsMock();
beforeEach(() => signIn());
// The 422 test overrides one handler.
afterEach(() => mock.server.resetHandlers());

const field = (name: string) => screen.getByLabelText(name);

describe('the form schema', () => {
  it('converts the typed price to minor units and applies the contract’s rules', () => {
    const paid = agentFormSchema.safeParse({
      ...emptyAgentForm,
      name: 'A',
      description: 'B',
      pricing: 'paid',
      price: '19.99',
      currency: 'GBP',
    });
    expect(paid.success && paid.data).toMatchObject({
      pricing: 'paid',
      price: 1999,
      currency: 'GBP',
      category_id: null,
    });
    const free = agentFormSchema.safeParse({
      ...emptyAgentForm,
      name: 'A',
      description: 'B',
      price: '5',
      currency: 'EUR',
    });
    expect(free.success && free.data).toMatchObject({ price: null, currency: null });
    const cheap = agentFormSchema.safeParse({
      ...emptyAgentForm,
      name: 'A',
      description: 'B',
      pricing: 'paid',
      price: '0.50',
      currency: 'GBP',
    });
    expect(cheap.success).toBe(false);
    expect(cheap.error?.issues.map((i) => i.path.join('.'))).toEqual(['price']);
  });
});

describe('create and edit', () => {
  it('checks the fields before sending, then creates a draft and opens it', async () => {
    const { router } = await renderPage(
      <ManageAgentsPage />,
      '/Manage_agents?new=1',
      '/Manage_agents',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create draft' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(field('Pricing'), 'paid');
    await user.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(await screen.findByText('Enter the price of a paid agent.')).toBeInTheDocument();
    expect(screen.getByText('Choose the currency of a paid agent.')).toBeInTheDocument();
    const before = mock.state.db.agents.all().length;
    expect(mock.state.db.agents.all().length).toBe(before);

    await user.type(field('Name'), 'Minutes Taker');
    await user.type(field('Description'), 'Writes the minutes.');
    await user.type(field('Price'), '12.50');
    await user.selectOptions(field('Currency'), 'EUR');
    await user.click(screen.getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?agent=\d+$/));
    const created = mock.state.db.agents.get(Number(router.state.location.search.split('=')[1]))!;
    expect(created).toMatchObject({
      name: 'Minutes Taker',
      status: 'draft',
      pricing: 'paid',
      price: 1250,
      currency: 'EUR',
      author_id: USERS.demo,
    });
    expect(await screen.findByRole('navigation', { name: 'Your agents' })).toHaveTextContent(
      'Minutes Taker',
    );
  });

  it('shows the server’s 422 on the fields it names', async () => {
    const logged = quietHttpErrors();
    mock.server.use(
      http.post('*/api/agents', () =>
        HttpResponse.json(
          {
            message: 'The name has already been taken. (and 1 more error)',
            errors: {
              name: ['The name has already been taken.'],
              'tools.0': ['The selected tools.0 is invalid.'],
            },
          },
          { status: 422 },
        ),
      ),
    );
    await renderPage(<ManageAgentsPage />, '/Manage_agents?new=1', '/Manage_agents');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Taken');
    await user.type(field('Description'), 'Anything');
    await user.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(await screen.findByText('The name has already been taken.')).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The selected tools.0 is invalid.')).toBeInTheDocument();
    expect(logged()).toContainEqual(expect.stringMatching(/api\/agents 422/));
  });

  it('keeps unsaved changes as a draft across another page, asks nothing, and Discard changes forgets them', async () => {
    const draft = (await createAgent({ name: 'Guarded', description: 'Unsaved changes test.' }))
      .data;
    const { router } = await renderPage(
      <ManageAgentsPage />,
      `/Manage_agents?agent=${draft.id}`,
      '/Manage_agents',
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), ' v2');
    await router.navigate('/App_store');
    await waitFor(() => expect(router.state.location.pathname).toBe('/App_store'));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await router.navigate(`/Manage_agents?agent=${draft.id}`);
    await waitFor(() => expect(field('Name')).toHaveValue('Guarded v2'));
    expect(mock.state.db.agents.get(draft.id)?.name).toBe('Guarded');
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(field('Name')).toHaveValue('Guarded');

    await router.navigate('/App_store');
    await router.navigate(`/Manage_agents?agent=${draft.id}`);
    await waitFor(() => expect(field('Name')).toHaveValue('Guarded'));
    expect(screen.queryByRole('button', { name: 'Discard changes' })).toBeNull();
  });

  it('moves what was typed while a new agent was created to that agent: the next new agent starts blank', async () => {
    const { router } = await renderPage(
      <ManageAgentsPage />,
      '/Manage_agents?new=1',
      '/Manage_agents',
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Drafted elsewhere');
    await router.navigate('/App_store');
    await router.navigate('/Manage_agents?new=1');
    await waitFor(() => expect(field('Name')).toHaveValue('Drafted elsewhere'));
    await user.type(field('Description'), 'Kept while away.');
    mock.state.faults.hold('createAgent');
    await user.click(screen.getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(mock.state.faults.held('createAgent')).toBe(1));
    await user.type(field('Instructions'), 'Typed while it was created.');
    mock.state.faults.release('createAgent');
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?agent=\d+$/));
    const created = router.state.location.search;

    await router.navigate('/Manage_agents?new=1');
    await waitFor(() => expect(field('Name')).toHaveValue(''));
    expect(field('Instructions')).toHaveValue('');
    await router.navigate(`/Manage_agents${created}`);
    await waitFor(() => expect(field('Instructions')).toHaveValue('Typed while it was created.'));
    expect(field('Name')).toHaveValue('Drafted elsewhere');
  });
});

describe('knowledge files', () => {
  it('checks the type and size before sending, uploads a good file with its progress, and lists it', async () => {
    const draft = (await createAgent({ name: 'With files', description: 'Upload test.' })).data;
    await renderPage(<ManageAgentsPage />, `/Manage_agents?agent=${draft.id}`, '/Manage_agents');
    await screen.findByText('No files yet.');
    const user = userEvent.setup({ applyAccept: false });
    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    mock.state.faults.set({ latency: 400 });
    await user.upload(screen.getByLabelText('Knowledge files to upload'), [
      new File(['notes'], 'notes.txt', { type: 'text/plain' }),
      new File(['MZ'], 'tool.exe', { type: 'application/octet-stream' }),
      big,
    ]);
    const rows = () => screen.getAllByTestId('upload-row');
    // Each file has its own row: the good one shows its progress while it uploads.
    expect(
      within(rows()[0]!).getByRole('progressbar', { name: 'Uploading notes.txt' }),
    ).toBeInTheDocument();
    expect(rows()[1]).toHaveTextContent(
      'The file must be a file of type: pdf, docx, txt, md, csv, xlsx, pptx.',
    );
    expect(rows()[2]).toHaveTextContent(
      'The file must not be greater than 20480 kilobytes (20 MB).',
    );
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Files' })).toHaveTextContent('notes.txt'),
    );
    // Only the good file was sent.
    expect(mock.state.db.agentFiles.by('agent_id', draft.id).map((f) => f.name)).toEqual([
      'notes.txt',
    ]);
  });

  it('deletes a file after confirmation', async () => {
    const draft = (await createAgent({ name: 'Delete files', description: 'Delete test.' })).data;
    await mock.state.db.agentFiles.create({
      agent_id: draft.id,
      name: 'old.pdf',
      size: 1000,
      mime_type: 'application/pdf',
      created_at: new Date().toISOString(),
    });
    await renderPage(<ManageAgentsPage />, `/Manage_agents?agent=${draft.id}`, '/Manage_agents');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete old.pdf' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete “old.pdf”?' });
    await user.click(within(ask).getByRole('button', { name: 'Delete file' }));
    await waitFor(() => expect(mock.state.db.agentFiles.by('agent_id', draft.id)).toEqual([]));
    await waitFor(() => expect(screen.getByText('No files yet.')).toBeInTheDocument());
  });

  it('words the rules as the server does', () => {
    expect(agentFileProblem({ name: 'a.PDF', size: 10 })).toBeNull();
    expect(agentFileProblem({ name: 'noext', size: 10 })).toMatch(/must be a file of type/);
  });
});
