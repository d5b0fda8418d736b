import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, type createMemoryRouter } from 'react-router';
import { ErrorPage } from '@/app/errors/ErrorPage';
import { forgetTypedDrafts } from '@/lib/session/typed-drafts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, profileFixture } from './fixtures';
import { keepShellOffline, renderApp } from './render-app';

keepShellOffline();

// The chat screen is another issue's; the shell only needs a page at /chat.
vi.mock('@/features/chat/ChatPage', () => ({ default: () => <h1>Chat</h1> }));

const at = (router: ReturnType<typeof createMemoryRouter>) => router.state.location.pathname;

afterEach(() => {
  cleanup();
  document.title = '';
  // The forms keep what was typed for the tab: each test starts with nothing typed.
  forgetTypedDrafts();
});

describe('the shell', () => {
  it('shows 404 "Page not found: {fullPath}" for an unmatched path', async () => {
    await renderApp('/does-not-exist?x=1');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByTestId('error-message')).toHaveTextContent(
      'Page not found: /does-not-exist?x=1',
    );
    expect(screen.getByTestId('error-status')).toHaveTextContent('404');
    // Each text once: the title already says "Not Found", so no separate status line repeats it.
    expect(screen.queryByTestId('error-status-message')).toBeNull();
    expect(screen.getByTestId('error-page').textContent?.match(/not found/gi)).toHaveLength(2);
  });

  it('shows the status message when it adds to the title', () => {
    render(
      <MemoryRouter>
        <ErrorPage statusCode={503} message="Maintenance until 10:00" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent('503');
    expect(screen.getByTestId('error-status-message')).toHaveTextContent('Service Unavailable');
    expect(screen.getByTestId('error-message')).toHaveTextContent('Maintenance until 10:00');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('/NotFound is the same 404 page, inside the app layout', async () => {
    await renderApp('/NotFound', { profile: profileFixture() });
    const page = await screen.findByTestId('error-page');
    expect(
      within(page).getByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeInTheDocument();
    expect(within(page).getByTestId('error-status')).toHaveTextContent('404');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page Not Found · Council Chat'));
  });

  it('an unmatched path keeps the app navigation around the 404 when signed in (issue 61)', async () => {
    await renderApp('/no/such/page?x=1', { profile: profileFixture() });
    const page = await screen.findByTestId('error-page');
    expect(within(page).getByTestId('error-message')).toHaveTextContent(
      'Page not found: /no/such/page?x=1',
    );
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chat' })).toBeInTheDocument();
  });

  it('/auth/Request_join_success opened with no request does not claim one was sent', async () => {
    await renderApp('/auth/Request_join_success');
    expect(
      await screen.findByRole('heading', { name: 'No join request here' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/was sent/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask to join a council' })).toHaveAttribute(
      'href',
      '/auth/request_join',
    );
  });

  it('shows 404 "Page Not Found: {path}" when the page validity check fails', async () => {
    await renderApp('/chat/abc', { profile: profileFixture() });
    expect(await screen.findByTestId('error-message')).toHaveTextContent(
      'Page Not Found: /chat/abc',
    );
  });

  it('sends a signed-out visitor of an app page to the login page', async () => {
    const { router } = await renderApp('/Agents');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(at(router)).toBe('/auth/login');
  });

  it('does not load the profile on /auth paths', async () => {
    const getProfile = vi.fn();
    const { router } = await renderApp('/auth/login', { api: { getProfile } });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(getProfile).not.toHaveBeenCalled();
    expect(at(router)).toBe('/auth/login');
  });

  it('asks for the profile on the first page outside /auth after a start on /auth, and keeps a signed-in user there', async () => {
    const getProfile = vi.fn().mockResolvedValue({ data: profileFixture() });
    const { router } = await renderApp('/auth/Verifyemail', { api: { getProfile } });
    await waitFor(() => expect(document.title).toMatch(/^Verify email/));
    expect(getProfile).not.toHaveBeenCalled();
    await act(() => router.navigate('/Settings'));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(at(router)).toBe('/Settings');
    expect(getProfile).toHaveBeenCalledTimes(1);
  });

  it('sends a signed-out visitor from /auth to an app page on to sign in, once the profile call says so', async () => {
    const getProfile = vi.fn().mockRejectedValue(apiError(401, { message: 'Unauthenticated.' }));
    const { router } = await renderApp('/auth/Verifyemail', { api: { getProfile } });
    await waitFor(() => expect(document.title).toMatch(/^Verify email/));
    await act(() => router.navigate('/Settings'));
    await waitFor(() => expect(at(router)).toBe('/auth/login'));
    expect(getProfile).toHaveBeenCalledTimes(1);
    // Known signed out now: another /auth page and back asks no more.
    await act(() => router.navigate('/Agents'));
    await waitFor(() => expect(at(router)).toBe('/auth/login'));
    expect(getProfile).toHaveBeenCalledTimes(1);
  });

  it('sends a signed-in visitor of /auth/login to /chat, in the default layout', async () => {
    const { router } = await renderApp('/Settings', { profile: profileFixture() });
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    await act(() => router.navigate('/auth/login'));
    expect(await screen.findByRole('heading', { name: 'Chat' })).toBeInTheDocument();
    expect(at(router)).toBe('/chat');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of [
      'Chat',
      'My agents',
      'App store',
      'Council management',
      'Manage agents',
      'Users',
      'Licences',
      'Orders',
      'Subscriptions',
      'Settings',
      'Help',
    ]) {
      expect(within(nav).getByRole('link', { name: new RegExp(name) })).toBeInTheDocument();
    }
    expect(screen.getByTestId('signed-in-user')).toHaveTextContent('Demo Admin');
    expect(within(screen.getByTestId('council-list')).getByText('Northwind')).toBeInTheDocument();
  });

  it('matches routes case-insensitively', async () => {
    await renderApp('/AUTH/LOGIN');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('moves the user to the login page when any call answers 401', async () => {
    const { router, channel } = await renderApp('/Settings', { profile: profileFixture() });
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    act(() => channel.emit());
    await waitFor(() => expect(at(router)).toBe('/auth/login'));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('signs out from the user menu even when logout fails', async () => {
    const logout = vi.fn().mockRejectedValue(apiError(500));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router, store } = await renderApp('/Settings', {
      profile: profileFixture(),
      api: { logout },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(at(router)).toBe('/auth/login'));
    expect(logout).toHaveBeenCalled();
    expect(store.getState().userProfile).toBeNull();
  });

  it('keeps the landing page for signed-in users', async () => {
    const { router } = await renderApp('/', { profile: profileFixture() });
    expect(
      await screen.findByRole('heading', { name: 'AI agents for your council' }),
    ).toBeInTheDocument();
    expect(at(router)).toBe('/');
    expect(screen.getAllByRole('link', { name: 'Open the app' }).length).toBeGreaterThan(0);
  });
});

describe('the login form', () => {
  it('validates with the generated schema before sending, and focuses the first invalid field', async () => {
    const login = vi.fn();
    await renderApp('/auth/Login', { api: { login } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(email).toHaveFocus();
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid email address.'));
    expect(login).not.toHaveBeenCalled();
  });

  it("shows the server's 422 field errors next to their fields", async () => {
    const message = 'These credentials do not match our records.';
    const login = vi
      .fn()
      .mockRejectedValue(apiError(422, { message, errors: { email: [message] } }));
    await renderApp('/auth/Login', { api: { login } });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'demo@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription(message));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(login).toHaveBeenCalledWith({
      email: 'demo@example.com',
      password: 'wrong',
      remember: false,
    });
  });

  it('signs in and lets the guard take the user to /chat', async () => {
    const profile = profileFixture();
    const getProfile = vi
      .fn()
      .mockRejectedValueOnce(apiError(401))
      .mockResolvedValue({ data: profile });
    const login = vi.fn().mockResolvedValue({ message: 'Login successful!', data: profile });
    const { router } = await renderApp('/auth/Login', { api: { login, getProfile } });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'demo@example.com');
    await user.type(screen.getByLabelText('Password'), 'password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(at(router)).toBe('/chat'));
  });
});
