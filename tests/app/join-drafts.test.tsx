import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CouncilSummary } from '@/generated/model';
import { forgetTypedDrafts } from '@/lib/session/typed-drafts';
import { apiError } from './fixtures';
import { keepShellOffline, renderApp } from './render-app';

keepShellOffline();

// The pages' calls, answered per test: a guest is told to sign in first, or the council is found
// and joined.
const join = vi.hoisted(() => ({
  joinWithCode: vi.fn(),
  searchCouncils: vi.fn(),
  requestJoinCouncil: vi.fn(),
}));
vi.mock('@/features/council/join/join-with-code', async (original) => ({
  ...(await original<typeof import('@/features/council/join/join-with-code')>()),
  joinWithCode: join.joinWithCode,
}));
vi.mock('@/generated/api/councils/councils', async (original) => ({
  ...(await original<typeof import('@/generated/api/councils/councils')>()),
  searchCouncils: join.searchCouncils,
  requestJoinCouncil: join.requestJoinCouncil,
}));

afterEach(() => {
  cleanup();
  for (const call of Object.values(join)) call.mockReset();
  forgetTypedDrafts();
});

const signedOut = () => apiError(401, { message: 'Unauthenticated.' });
const parish: CouncilSummary = {
  id: 7,
  name: 'Parish Council',
  slug: 'parish-council',
  description: null,
  logo_url: null,
  members_count: 3,
  is_member: false,
  has_pending_request: false,
};

const codeBox = () => screen.getByRole('textbox', { name: 'Join code' });

describe('the join code page', () => {
  it('keeps the code typed while the guest goes to sign in, and a link’s own code wins', async () => {
    join.joinWithCode.mockRejectedValue(signedOut());
    const user = userEvent.setup();
    const { router } = await renderApp('/auth/join');
    await user.type(await screen.findByRole('textbox', { name: 'Join code' }), 'PARISH42');
    await user.click(screen.getByRole('button', { name: 'Join council' }));
    await user.click(await screen.findByRole('link', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });

    await router.navigate('/auth/join');
    await waitFor(() => expect(codeBox()).toHaveValue('PARISH42'));

    // A join link opened (a page load): its own code, not the one typed at /auth/join.
    cleanup();
    await renderApp('/auth/join/LINK1234');
    await waitFor(() => expect(codeBox()).toHaveValue('LINK1234'));
  });

  it('forgets the code once the council is joined', async () => {
    join.joinWithCode.mockResolvedValue({
      council: { id: 7, name: 'Parish Council' },
      message: 'You have joined the council.',
    });
    const user = userEvent.setup();
    await renderApp('/auth/join');
    await user.type(await screen.findByRole('textbox', { name: 'Join code' }), 'PARISH42');
    await user.click(screen.getByRole('button', { name: 'Join council' }));
    await waitFor(() => expect(join.joinWithCode).toHaveBeenCalledWith('PARISH42'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Join council' })).toBeEnabled());

    // The submit ended after the draft was forgotten, the form still on screen: still no draft.
    cleanup();
    await renderApp('/auth/join');
    await waitFor(() => expect(codeBox()).toHaveValue(''));
  });
});

describe('asking to join a council', () => {
  const searchBox = () => screen.getByRole('searchbox', { name: 'Council name' });

  it('keeps the search a guest ran, and runs it again once they come back signed in', async () => {
    join.searchCouncils.mockRejectedValue(signedOut());
    const user = userEvent.setup();
    const { router } = await renderApp('/auth/request_join');
    await user.type(await screen.findByRole('searchbox', { name: 'Council name' }), 'Parish');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('link', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });

    join.searchCouncils.mockResolvedValue({ data: [parish] });
    await router.navigate('/auth/request_join');
    await waitFor(() => expect(searchBox()).toHaveValue('Parish'));
    expect(await screen.findByRole('list', { name: 'Councils found' })).toHaveTextContent(
      'Parish Council',
    );
    expect(join.searchCouncils).toHaveBeenLastCalledWith({ q: 'Parish' });
  });

  it('keeps a search typed and not run across another page', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/auth/request_join');
    await user.type(await screen.findByRole('searchbox', { name: 'Council name' }), 'Nor');
    await router.navigate('/auth/Login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await router.navigate('/auth/request_join');
    await waitFor(() => expect(searchBox()).toHaveValue('Nor'));
    expect(join.searchCouncils).not.toHaveBeenCalled();
  });

  it('forgets the search once the request is sent', async () => {
    join.searchCouncils.mockResolvedValue({ data: [parish] });
    join.requestJoinCouncil.mockResolvedValue({ data: {} });
    const user = userEvent.setup();
    const { router } = await renderApp('/auth/request_join');
    await user.type(await screen.findByRole('searchbox', { name: 'Council name' }), 'Parish');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Ask to join' }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/Request_join_success'));
    expect(join.requestJoinCouncil).toHaveBeenCalledTimes(1);

    cleanup();
    await renderApp('/auth/request_join');
    await waitFor(() => expect(searchBox()).toHaveValue(''));
    expect(join.searchCouncils).toHaveBeenCalledTimes(1);
  });
});
