import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ToolCallbackPage from '@/features/auth/pages/ToolCallbackPage';
import { ToolsSection } from '@/features/settings/tools/ToolsSection';
import {
  IDLE,
  statusOf,
  toolReducer,
  type ToolEvent,
  type ToolPhase,
} from '@/features/settings/tools/tool-connection';
import { quietHttpErrors, renderSignedIn, route, useAccountMock } from './helpers';

const mock = useAccountMock();

const run = (events: ToolEvent[], from: ToolPhase = IDLE) => events.reduce(toolReducer, from);

describe('the tool connection state machine', () => {
  it('reads the resting state from the server', () => {
    expect(statusOf({ is_connected: true, revoked_at: null })).toBe('connected');
    expect(statusOf({ is_connected: false, revoked_at: null })).toBe('not-connected');
    expect(statusOf({ is_connected: false, revoked_at: '2026-11-20T10:00:00Z' })).toBe(
      'needs-reconnect',
    );
  });

  it('connects: authorizing, then redirecting to the provider; a failure can be retried', () => {
    expect(run([{ type: 'connect' }])).toEqual({ kind: 'authorizing' });
    expect(run([{ type: 'connect' }, { type: 'authorized', url: 'https://p/x' }])).toEqual({
      kind: 'redirecting',
      url: 'https://p/x',
    });
    const failed = run([{ type: 'connect' }, { type: 'authorize-failed', message: 'Offline' }]);
    expect(failed).toEqual({ kind: 'failed', during: 'connect', message: 'Offline' });
    expect(run([{ type: 'connect' }], failed)).toEqual({ kind: 'authorizing' });
    expect(run([{ type: 'dismiss' }], failed)).toEqual(IDLE);
  });

  it('disconnects only after confirmation', () => {
    expect(run([{ type: 'disconnect' }, { type: 'cancel' }])).toEqual(IDLE);
    expect(run([{ type: 'disconnect' }, { type: 'confirm' }])).toEqual({ kind: 'disconnecting' });
    expect(run([{ type: 'disconnect' }, { type: 'confirm' }, { type: 'disconnected' }])).toEqual(
      IDLE,
    );
    expect(
      run([
        { type: 'disconnect' },
        { type: 'confirm' },
        { type: 'disconnect-failed', message: 'No' },
      ]),
    ).toEqual({
      kind: 'failed',
      during: 'disconnect',
      message: 'No',
    });
    // Events out of turn change nothing.
    expect(
      run([{ type: 'confirm' }, { type: 'disconnected' }, { type: 'authorized', url: 'x' }]),
    ).toEqual(IDLE);
  });
});

const settingsRoutes = (redirect: (url: string) => void) => [
  route('/Settings', <ToolsSection redirect={redirect} />),
  route('/auth/tool/:tool/callback', <ToolCallbackPage />),
];
const card = (slug: string) => screen.findByTestId(`tool-${slug}`);

describe('connected tools in Settings', () => {
  it('connects a tool: authorize, the provider sends the browser back, the callback stores it, Settings says so', async () => {
    const redirect = vi.fn<(url: string) => void>();
    const { router } = await renderSignedIn(
      'demo@example.com',
      settingsRoutes(redirect),
      '/Settings',
    );
    const drive = await card('google-drive');
    expect(within(drive).getByText('Not connected')).toBeInTheDocument();
    fireEvent.click(within(drive).getByRole('button', { name: 'Connect Google Drive' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    const consent = new URL(redirect.mock.calls[0]![0]);
    expect(consent.pathname).toBe('/auth/tool/google-drive/callback');

    // The (mock) provider comes back to the callback page, which finishes and returns to Settings.
    await router.navigate(`${consent.pathname}${consent.search}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/Settings'));
    expect(router.state.location.state).toEqual({ toolNotice: 'Google Drive is connected.' });
    expect(await within(await card('google-drive')).findByText('Connected')).toBeInTheDocument();
  });

  it('shows the provider’s refusal on the callback page', async () => {
    const logged = quietHttpErrors();
    const redirect = vi.fn<(url: string) => void>();
    const { router } = await renderSignedIn(
      'demo@example.com',
      settingsRoutes(redirect),
      '/Settings',
    );
    fireEvent.click(
      within(await card('microsoft-teams')).getByRole('button', {
        name: 'Connect Microsoft Teams',
      }),
    );
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    const consent = new URL(redirect.mock.calls[0]![0]);
    consent.searchParams.set('code', 'rejected-by-provider');
    await router.navigate(`${consent.pathname}${consent.search}`);
    expect(
      await screen.findByText('The provider did not accept the authorization code.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/tool/microsoft-teams/callback');

    await router.navigate(
      '/auth/tool/microsoft-teams/callback?error=access_denied&error_description=The+user+said+no',
    );
    expect(
      await screen.findByText('The provider did not grant access: The user said no'),
    ).toBeInTheDocument();
    expect(logged()).toEqual([
      expect.stringMatching(/POST \S+\/api\/tools\/microsoft-teams\/callback\S* 422/),
    ]);
  });

  it('explains a revoked connection once a call finds it, and reconnects it', async () => {
    const logged = quietHttpErrors();
    const redirect = vi.fn<(url: string) => void>();
    await renderSignedIn('member@example.com', settingsRoutes(redirect), '/Settings');
    const drive = await card('google-drive');
    expect(within(drive).getByText('Connected')).toBeInTheDocument();
    fireEvent.click(within(drive).getByRole('button', { name: 'Try a function' }));
    fireEvent.click(within(drive).getByRole('button', { name: 'Try it' }));
    expect(await within(drive).findByText('Needs reconnecting')).toBeInTheDocument();
    expect(within(drive).getByRole('note')).toHaveTextContent(
      'Google Drive no longer accepts your authorization. Please connect it again.',
    );
    expect(within(drive).getByRole('note')).toHaveTextContent(
      'Google Drive stopped accepting your authorization on',
    );
    fireEvent.click(within(drive).getByRole('button', { name: 'Reconnect Google Drive' }));
    await waitFor(() =>
      expect(redirect).toHaveBeenCalledWith(
        expect.stringContaining('/auth/tool/google-drive/callback?code='),
      ),
    );
    expect(logged()).toEqual([
      expect.stringMatching(/POST \S+\/api\/tools\/google-drive\/search_files 422/),
    ]);
  });

  it('tries a function through a form of its declared parameters, with human names, no raw id or JSON box', async () => {
    await renderSignedIn('demo@example.com', settingsRoutes(vi.fn()), '/Settings');
    const calendar = await card('google-calendar');
    fireEvent.click(within(calendar).getByRole('button', { name: 'Try a function' }));
    const what = within(calendar).getByLabelText('What to try');
    expect([...(what as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'List upcoming events',
      'Create an event',
    ]);
    expect(within(calendar).queryByLabelText(/JSON/)).toBeNull();
    expect(calendar).not.toHaveTextContent('list_events');
    const count = within(calendar).getByLabelText(/How many results/);
    fireEvent.change(count, { target: { value: '500' } });
    fireEvent.click(within(calendar).getByRole('button', { name: 'Try it' }));
    expect(
      await within(calendar).findByText('How many results must be between 1 and 100.'),
    ).toBeInTheDocument();

    fireEvent.change(count, { target: { value: '2' } });
    fireEvent.click(within(calendar).getByRole('button', { name: 'Try it' }));
    const result = await within(calendar).findByLabelText('Result of List upcoming events');
    expect(JSON.parse(result.textContent ?? '').events).toHaveLength(2);
    expect(within(calendar).getByRole('status')).toHaveTextContent(
      'List upcoming events worked: 2 events.',
    );

    // A required parameter left empty is said on its field; nothing is sent.
    fireEvent.change(what, { target: { value: 'create_event' } });
    fireEvent.click(within(calendar).getByRole('button', { name: 'Try it' }));
    expect(await within(calendar).findByText('Title is required.')).toBeInTheDocument();
  });

  it('keeps the function chosen and what was typed when the form is closed or Settings left, until it is tried', async () => {
    const { router } = await renderSignedIn(
      'demo@example.com',
      settingsRoutes(vi.fn()),
      '/Settings',
    );
    let calendar = await card('google-calendar');
    const toggle = () =>
      fireEvent.click(within(calendar).getByRole('button', { name: 'Try a function' }));
    toggle();
    fireEvent.change(within(calendar).getByLabelText('What to try'), {
      target: { value: 'create_event' },
    });
    fireEvent.change(within(calendar).getByLabelText('Title'), {
      target: { value: 'Budget meeting' },
    });
    toggle();
    expect(within(calendar).queryByLabelText('Title')).toBeNull();
    toggle();
    expect(within(calendar).getByLabelText('What to try')).toHaveValue('create_event');
    expect(within(calendar).getByLabelText('Title')).toHaveValue('Budget meeting');

    await router.navigate('/elsewhere');
    await screen.findByTestId('elsewhere');
    await router.navigate('/Settings');
    calendar = await card('google-calendar');
    toggle();
    expect(within(calendar).getByLabelText('Title')).toHaveValue('Budget meeting');
  });

  it('disconnects after confirmation only', async () => {
    await renderSignedIn('demo@example.com', settingsRoutes(vi.fn()), '/Settings');
    const slack = await card('slack');
    fireEvent.click(within(slack).getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect Slack?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(mock.state.db.toolConnections.all().some((c) => c.tool_id === 3)).toBe(true);

    fireEvent.click(within(slack).getByRole('button', { name: 'Disconnect' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Disconnect' }),
    );
    expect(await within(await card('slack')).findByText('Not connected')).toBeInTheDocument();
    expect(screen.getByText('Slack is disconnected.')).toBeInTheDocument();
  });

  it('shows a failed list with a retry', async () => {
    const logged = quietHttpErrors();
    mock.state.faults.force('listTools', { status: 500, times: 1 });
    await renderSignedIn('demo@example.com', settingsRoutes(vi.fn()), '/Settings');
    fireEvent.click(
      within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' }),
    );
    expect(await card('slack')).toBeInTheDocument();
    expect(logged()).toEqual([expect.stringMatching(/GET \S+\/api\/dictionaries\/tools 500/)]);
  });
});
