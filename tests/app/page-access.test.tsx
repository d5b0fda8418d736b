import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mayOpen } from '@/app/nav-access';
import { pageAccess } from '@/features/council/gate/page-access';
import { defaultPages } from '@/app/pages-table';
import { councilRolesByOperation } from '@/generated/council-roles';
import { profileFixture } from './fixtures';
import { keepShellOffline, renderApp } from './render-app';

keepShellOffline();

vi.mock('@/features/chat/ChatPage', () => ({ default: () => <h1>Chat</h1> }));

afterEach(() => {
  cleanup();
  document.title = '';
});

const northwind = (role: 'admin' | 'manager' | 'member') => ({
  id: 3,
  name: 'Northwind',
  slug: 'northwind',
  role,
  logo_url: null,
});
const COUNCIL_ENTRIES = ['Council management', 'Users', 'Licences', 'Orders'];

function navEntries(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent?.trim() ?? '');
}

describe('page access from x-council-roles', () => {
  it('names a main operation of the contract for each council page', () => {
    const operations = Object.fromEntries(
      defaultPages.filter((p) => p.meta.operation).map((p) => [p.meta.name, p.meta.operation]),
    );
    expect(operations).toEqual({
      Council_management: 'getCouncil',
      Licences: 'listCouncilLicences',
      Orders: 'listCouncilOrders',
      Users: 'listCouncilUsers',
    });
    for (const operation of Object.values(operations))
      expect(councilRolesByOperation).toHaveProperty(operation as string);
  });

  it('allows a page to the roles its operation allows, and explains the rest', () => {
    expect(pageAccess({ operation: 'listCouncilOrders' }, northwind('admin'))).toEqual({
      type: 'allow',
    });
    expect(pageAccess({ operation: 'listCouncilOrders' }, northwind('member'))).toMatchObject({
      type: 'role',
      operation: 'listCouncilOrders',
    });
    expect(pageAccess({ operation: 'listCouncilUsers' }, northwind('member'))).toEqual({
      type: 'allow',
    });
    expect(pageAccess({ operation: 'getCouncil' }, null)).toEqual({
      type: 'no-council',
      operation: 'getCouncil',
    });
    expect(pageAccess({}, null)).toEqual({ type: 'allow' });
    expect(mayOpen('/Licences', northwind('manager'))).toBe(false);
    expect(mayOpen('/Settings', null)).toBe(true);
  });
});

describe('navigation by role', () => {
  it('shows an administrator every council entry', async () => {
    await renderApp('/Settings', { profile: profileFixture() });
    await screen.findByRole('heading', { name: 'Settings' });
    expect(navEntries()).toEqual(expect.arrayContaining(COUNCIL_ENTRIES));
  });

  it('shows a member only the council pages members may use', async () => {
    await renderApp('/Settings', { profile: profileFixture({ councils: [northwind('member')] }) });
    await screen.findByRole('heading', { name: 'Settings' });
    const entries = navEntries();
    expect(entries).toEqual(
      expect.arrayContaining(['Council management', 'Users', 'Chat', 'Settings']),
    );
    expect(entries).not.toContain('Licences');
    expect(entries).not.toContain('Orders');
  });

  it('shows a user with no council no council-only entry', async () => {
    await renderApp('/Settings', {
      profile: profileFixture({ councils: [], current_council_id: null }),
    });
    await screen.findByRole('heading', { name: 'Settings' });
    const entries = navEntries();
    for (const entry of COUNCIL_ENTRIES) expect(entries).not.toContain(entry);
    expect(entries).toEqual(
      expect.arrayContaining([
        'Chat',
        'My agents',
        'App store',
        'Subscriptions',
        'Settings',
        'Help',
      ]),
    );
  });

  it('explains to a member who opens /Orders by its address who can use it, with nothing to retry', async () => {
    await renderApp('/Orders', { profile: profileFixture({ councils: [northwind('member')] }) });
    const explanation = await screen.findByTestId('access-explanation');
    expect(
      within(explanation).getByRole('heading', { level: 1, name: 'Orders' }),
    ).toBeInTheDocument();
    expect(explanation).toHaveTextContent(
      'Orders is for administrators of Northwind. You are a member there.',
    );
    expect(within(explanation).queryByRole('button')).toBeNull();
    expect(screen.queryByText(/unauthorized/i)).toBeNull();
    expect(within(explanation).getByRole('link', { name: 'Back to chat' })).toHaveAttribute(
      'href',
      '/chat',
    );
  });

  it('gives a user with no council who opens /Users their invitations, the create form and the join search', async () => {
    await renderApp('/Users', {
      profile: profileFixture({ councils: [], current_council_id: null }),
    });
    const explanation = await screen.findByTestId('access-explanation');
    // It opens with a welcome, not a rule (issue 38); who the page is for comes after.
    const opening = explanation.querySelector('.empty-state > p')!;
    // Who the page is for is said in it, once (issue 61: the page repeated itself).
    expect(opening).toHaveTextContent(
      /^Welcome! Users is for administrators, managers and members of a council, your organisation’s shared space for its agents and people\. Accept an invitation, ask to join your council, or create one: it takes a minute\.$/,
    );
    expect(explanation.textContent?.match(/is for administrators/g)).toHaveLength(1);
    expect(
      await within(explanation).findByRole('heading', { name: 'Create a council' }),
    ).toBeInTheDocument();
    expect(
      within(explanation).getByRole('heading', { name: 'Join a council' }),
    ).toBeInTheDocument();
    expect(within(explanation).getByRole('button', { name: 'Create council' })).toBeInTheDocument();
    // The welcome already says it: the panel under it does not repeat "not a member" (issue 38).
    expect(within(explanation).queryByText('You are not a member of a council yet.')).toBeNull();
  });
});
