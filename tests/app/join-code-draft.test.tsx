import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetTypedDrafts } from '@/lib/session/typed-drafts';
import { apiError } from './fixtures';
import { keepShellOffline, renderApp } from './render-app';

keepShellOffline();

// The page's one call, answered per test: a guest is told to sign in first, or the council is joined.
const join = vi.hoisted(() => ({ joinWithCode: vi.fn() }));
vi.mock('@/features/auth/join', async (original) => ({
  ...(await original<typeof import('@/features/auth/join')>()),
  joinWithCode: join.joinWithCode,
}));

afterEach(() => {
  cleanup();
  join.joinWithCode.mockReset();
  forgetTypedDrafts();
});

const codeBox = () => screen.getByRole('textbox', { name: 'Join code' });

describe('the join code page', () => {
  it('keeps the code typed while the guest goes to sign in, and a link’s own code wins', async () => {
    join.joinWithCode.mockRejectedValue(apiError(401, { message: 'Unauthenticated.' }));
    const user = userEvent.setup();
    const { router } = await renderApp('/auth/join');
    await user.type(await screen.findByRole('textbox', { name: 'Join code' }), 'PARISH42');
    await user.click(screen.getByRole('button', { name: 'Join council' }));
    await user.click(await screen.findByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/Login'));

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
