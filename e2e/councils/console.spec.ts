/**
 * The council console as Slack's or Microsoft 365's admin: a user without a council gets their
 * invitations, the create form and the join search on every console page; an administrator cannot
 * lock themselves out, confirms what takes power or a licence away and can undo the rest, changes
 * several members at once, exports the members, resends or copies an invitation link, and sees the
 * join requests waiting in the navigation.
 */
import { rowAction } from '../row-actions';
import { test } from '../test';
import { pauseClock } from '../clock';
import { DEMO, open, signIn } from '../shell/helpers';
import { expect, expectAccessible, mockRecords, rowWith } from './helpers';

const NOCOUNCIL = { email: 'nocouncil@example.com', password: 'password' };

test.slow(); // long journeys through the console: three times the suite's test timeout

test('a user without a council gets invitations, the create form and the join search on every console page', async ({
  page,
}) => {
  // Signed in on the first page: one load, not /chat's first.
  for (const [i, path] of ['/Council_management', '/Users', '/Licences', '/Orders'].entries()) {
    await (i === 0 ? signIn(page, NOCOUNCIL, path) : open(page, path));
    const main = page.getByRole('main');
    await expect(
      main.getByRole('button', { name: 'Accept the invitation to Northwind Parish Council' }),
    ).toBeVisible();
    await expect(
      main.getByRole('button', { name: 'Decline the invitation to Northwind Parish Council' }),
    ).toBeVisible();
    await expect(main.getByRole('form', { name: 'Create a council' })).toBeVisible();
    await expect(main.getByRole('search', { name: 'Find a council' })).toBeVisible();
    await expectAccessible(page, `no council ${path}`);
  }
  // Accepting from the page makes the user a member: the page becomes the council's.
  await page
    .getByRole('main')
    .getByRole('button', { name: 'Accept the invitation to Northwind Parish Council' })
    .click();
  await expect(
    page.getByText('Welcome to Northwind Parish Council.', { exact: false }),
  ).toBeVisible();
  await open(page, '/Users');
  await expect(
    page.getByRole('table', { name: 'Users of Northwind Parish Council' }),
  ).toBeVisible();
});

test('an administrator cannot lock themselves out; demoting an administrator asks first; other changes can be undone', async ({
  page,
}) => {
  await signIn(page, DEMO);
  const users = await mockRecords<{ id: number; name: string; email: string }>(page, 'users');
  const memberships = await mockRecords<{
    council_id: number;
    user_id: number;
    role: string;
    status: string;
  }>(page, 'memberships');
  const otherAdmin = users.find((u) =>
    memberships.some(
      (m) =>
        m.council_id === 1 &&
        m.user_id === u.id &&
        m.role === 'admin' &&
        m.status === 'active' &&
        u.id !== 1,
    ),
  )!;

  await open(page, '/Users?q=demo%40example.com');
  const me = rowWith(page, 'demo@example.com');
  await expect(me).toContainText('(you)');
  await expect(me.getByRole('button')).toHaveCount(0);
  await expect(me.getByRole('combobox', { name: /^Role of/ })).toHaveCount(0);
  await expect(me.getByRole('checkbox')).toHaveCount(0);

  // Demoting another administrator: asked first; cancelling keeps the role.
  await open(page, `/Users?q=${encodeURIComponent(otherAdmin.email)}`);
  const role = rowWith(page, otherAdmin.email).getByRole('combobox', {
    name: `Role of ${otherAdmin.name}`,
  });
  await role.selectOption('member');
  const ask = page.getByRole('alertdialog', { name: `Make ${otherAdmin.name} a member?` });
  await expect(ask).toBeVisible();
  await expectAccessible(page, 'demote confirmation');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(role).toHaveValue('admin');

  // A plain change is saved and can be undone from its notice.
  await open(page, '/Users?q=member%40example.com');
  const memberRole = rowWith(page, 'member@example.com').getByRole('combobox', {
    name: 'Role of Mia Member',
  });
  await memberRole.selectOption('manager');
  await expect(page.getByText('Mia Member is now a manager.')).toBeVisible();
  // The notice's undo window waits on the page's clock while the journey reaches for Undo.
  await pauseClock(page);
  await expect(memberRole).toHaveValue('manager');
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.clock.resume();
  await expect(page.getByText('Change undone.')).toBeVisible();
  await expect(memberRole).toHaveValue('member');
});

test('an administrator changes several members at once, exports the members, and resends or copies an invitation', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, DEMO);

  // Join requests wait: their count is beside Council management in the navigation.
  const requests = await mockRecords<{ council_id: number; status: string }>(page, 'joinRequests');
  const waiting = requests.filter((r) => r.council_id === 1 && r.status === 'pending').length;
  await open(page, '/Users?status=active');
  await expect(
    page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Council management/ }),
  ).toContainText(String(waiting));

  // Two members selected: both become managers in one go.
  const rows = page.getByRole('row').filter({ has: page.getByRole('checkbox') });
  const names: string[] = [];
  for (const index of [0, 1]) {
    const box = rows.nth(index).getByRole('checkbox');
    names.push((await box.getAttribute('aria-label'))!.replace(/^Select /, ''));
    await box.check();
  }
  const bulk = page.getByRole('region', { name: 'Selected members' });
  await expect(bulk.getByText('2 members selected')).toBeVisible();
  await expectAccessible(page, 'bulk selection');
  await bulk.getByLabel('Role').selectOption('manager');
  await bulk.getByRole('button', { name: 'Change role' }).click();
  const demoting = page.getByRole('alertdialog');
  // Selecting an administrator asks first; otherwise it is saved with an undo.
  if (await demoting.isVisible())
    await demoting.getByRole('button', { name: 'Change roles' }).click();
  await expect(page.getByText('2 members are now managers.')).toBeVisible();
  for (const name of names)
    await expect(page.getByRole('combobox', { name: `Role of ${name}` })).toHaveValue('manager');

  // Export: a CSV with the import's columns first.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('northwind-parish-council-members.csv');
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv as Buffer[]).toString('utf8');
  expect(text.split('\n')[0]).toBe('email,role,position,name,status,licence,joined');
  expect(text).toContain('member@example.com,');

  // An invitation: resend it, or copy a fresh link (the old one stops working).
  await open(page, '/Users?status=invited');
  const invited = rowWith(page, 'new.clerk@example.com');
  await rowAction(invited, {
    button: 'Resend the invitation to new.clerk@example.com',
    item: 'Resend invitation',
  });
  await expect(
    page.getByText('The invitation was sent to new.clerk@example.com again.'),
  ).toBeVisible();
  await rowAction(invited, {
    button: 'Copy link of the invitation to new.clerk@example.com',
    item: 'Copy invitation link',
  });
  await expect(
    page.getByText('The invitation link for new.clerk@example.com is copied.', { exact: false }),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /\/auth\/Accept_invitation\?token=/,
  );
});

test('approving a join request offers a free licence at once', async ({ page }) => {
  await signIn(page, DEMO);
  const requests = await mockRecords<{ council_id: number; user_id: number; status: string }>(
    page,
    'joinRequests',
  );
  const pending = requests.find((r) => r.council_id === 1 && r.status === 'pending')!;
  const requester = (await mockRecords<{ id: number; name: string }>(page, 'users')).find(
    (u) => u.id === pending.user_id,
  )!;
  await open(page, '/Council_management?tab=requests');
  await page.getByRole('button', { name: `Approve ${requester.name}` }).click();
  const offer = page.getByRole('region', { name: `Licence for ${requester.name}` });
  await expect(offer).toBeVisible();
  // The offer is the approval's one confirmation (its news read out by a live region): no toast.
  await expect(offer).toContainText(`${requester.name} is now a member, without a licence`);
  await expect(page.getByRole('status').filter({ hasText: 'is now a member.' })).toHaveText(
    `${requester.name} is now a member.`,
  );
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expectAccessible(page, 'licence offer');
  await offer.getByRole('button', { name: `Give licence to ${requester.name}` }).click();
  await expect(page.getByText(`${requester.name} has a licence now.`)).toBeVisible();
  const licences = await mockRecords<{ council_id: number; user_id: number | null }>(
    page,
    'licences',
  );
  expect(licences.some((l) => l.council_id === 1 && l.user_id === requester.id)).toBe(true);
});
