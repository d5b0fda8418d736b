/**
 * The administrator's journey through the council console, in Chromium against the demo build's
 * in-browser mock: invite by paste and by CSV, revoke, change a role, approve a join request,
 * assign a licence, link a SharePoint folder to a council agent and limit it to two members, pay a
 * pending order.
 */
import { rowAction } from '../row-actions';
import { type Page } from '@playwright/test';
import { test, DATES } from '../test';
import { DEMO, open, signIn } from '../shell/helpers';
import { expect, expectAccessible, mockRecords, rowWith } from './helpers';

const filters = (page: Page) => page.getByRole('search', { name: 'Filter users' });

// Each journey signs in on the page it starts at (one load, not /chat's first).
test.beforeEach(() => {
  test.slow(); // a long journey: three times the suite's test timeout
});

test('an administrator invites by paste and by CSV, revokes, and changes a role', async ({
  page,
}) => {
  // --- Users: invite two by pasting, one bad address flagged and not sent.
  await signIn(page, DEMO, '/Users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(rowWith(page, 'member@example.com')).toBeVisible();
  await expectAccessible(page, '/Users');
  await page.getByRole('button', { name: 'Invite many' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite many people' });
  await dialog
    .getByLabel('Email addresses')
    .fill('ann.one@example.org, bob.two@example.org\nnot-an-email\nann.one@example.org');
  await expect(dialog.getByText('4 rows: 2 ready, 2 with problems (not sent).')).toBeVisible();
  await expect(dialog.getByText('“not-an-email” is not a valid email address.')).toBeVisible();
  await expect(dialog.getByText('Duplicate of line 1.')).toBeVisible();
  await expectAccessible(page, 'invite many preview');
  await dialog.getByRole('button', { name: 'Send 2 invitations' }).click();
  await expect(dialog.getByText('Invited', { exact: true })).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // --- and one by CSV, with a role and a position.
  const [position] = await mockRecords<{ id: number; name: string }>(page, 'positions');
  await page.getByRole('button', { name: 'Invite many' }).click();
  await dialog.getByLabel('Or load a CSV file').setInputFiles({
    name: 'people.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`email,role,position\ncara.three@example.org,manager,${position!.name}\n`),
  });
  await expect(dialog.getByText('1 row: 1 ready.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send 1 invitation' }).click();
  await expect(dialog.getByText('Invited', { exact: true })).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The three are listed as invited (filters in the URL).
  await filters(page).getByLabel('Status').selectOption('invited');
  await expect(page).toHaveURL(/status=invited/);
  for (const email of ['ann.one@example.org', 'bob.two@example.org', 'cara.three@example.org'])
    await expect(rowWith(page, email)).toBeVisible();
  await expect(
    rowWith(page, 'cara.three@example.org').getByRole('combobox', { name: /Role of/ }),
  ).toHaveValue('manager');

  // --- Revoke one invitation, with confirmation.
  await rowAction(rowWith(page, 'bob.two@example.org'), {
    button: /Revoke/,
    item: 'Revoke invitation',
  });
  await page
    .getByRole('alertdialog', { name: 'Revoke this invitation?' })
    .getByRole('button', { name: 'Revoke invitation' })
    .click();
  await expect(rowWith(page, 'bob.two@example.org')).toHaveCount(0);

  // --- Change a member's role; the last-admin refusal is shown as the server says it.
  await filters(page).getByLabel('Status').selectOption('');
  await filters(page).getByLabel('Search').fill('member@example.com');
  await expect(page).toHaveURL(/q=member%40example\.com/);
  await rowWith(page, 'member@example.com')
    .getByRole('combobox', { name: 'Role of Mia Member' })
    .selectOption('manager');
  await expect(page.getByText('Mia Member is now a manager.')).toBeVisible();
  await page.reload();
  await expect(
    rowWith(page, 'member@example.com').getByRole('combobox', { name: 'Role of Mia Member' }),
  ).toHaveValue('manager');
});

test(
  'an administrator approves a join request and gives the new member a licence',
  { tag: DATES },
  async ({ page }) => {
    await signIn(page, DEMO);
    // --- Approve a join request: the requester becomes a member.
    const requests = await mockRecords<{ council_id: number; user_id: number; status: string }>(
      page,
      'joinRequests',
    );
    const pending = requests.find((r) => r.council_id === 1 && r.status === 'pending')!;
    const users = await mockRecords<{ id: number; name: string; email: string }>(page, 'users');
    const requester = users.find((u) => u.id === pending.user_id)!;
    await open(page, '/Council_management?tab=requests');
    await expect(page.getByRole('tab', { name: /Join requests/, selected: true })).toBeVisible();
    await expectAccessible(page, '/Council_management requests');
    await page.getByRole('button', { name: `Approve ${requester.name}` }).click();
    await expect(page.getByRole('region', { name: `Licence for ${requester.name}` })).toContainText(
      `${requester.name} is now a member`,
    );
    await expect(page.getByRole('button', { name: `Approve ${requester.name}` })).toHaveCount(0);
    await open(page, `/Users?q=${encodeURIComponent(requester.email)}`);
    await expect(rowWith(page, requester.email)).toContainText('Active');

    // --- Assign a licence to a member who has none.
    await open(page, '/Licences');
    await expect(page.getByRole('heading', { name: 'Licences', level: 1 })).toBeVisible();
    await expectAccessible(page, '/Licences');
    const assign = page.getByRole('combobox', { name: /^Assign .* to$/ }).first();
    const licenceName = (await assign.getAttribute('aria-label'))!.replace(
      /^Assign (.*) to$/,
      '$1',
    );
    await assign.selectOption({ label: requester.name });
    await expect(page.getByText(`${licenceName} is assigned to ${requester.name}.`)).toBeVisible();
    await expect(rowWith(page, licenceName)).toContainText(requester.email);
  },
);

test('an administrator uploads a council file, copies the join link, and sets up a council agent', async ({
  page,
}) => {
  // --- Council files: upload (with progress) and the join code copied.
  await signIn(page, DEMO, '/Council_management?tab=files');
  await page.getByRole('button', { name: 'Upload files to the council library' }).click();
  await page.locator('input[type=file]').setInputFiles({
    name: 'Minutes March.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Minutes of the March meeting.'),
  });
  await expect(page.getByText('Minutes March.txt is uploaded.')).toBeVisible();
  await expect(rowWith(page, 'Minutes March.txt')).toContainText('Demo Admin');
  await page.getByRole('tab', { name: 'Overview' }).click();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Join link copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /\/auth\/join\/K7P2QX9M$/,
  );

  // --- Link a SharePoint folder to a council agent and limit it to two members.
  await open(page, '/Council_management?tab=agents');
  await expectAccessible(page, '/Council_management agents');
  const agentRow = page.getByRole('row').nth(1);
  const agentName = (await agentRow.getByRole('cell').first().textContent())!.trim();
  await rowAction(agentRow, { button: `SharePoint of ${agentName}`, item: 'SharePoint folder' });
  const picker = page.getByRole('dialog', { name: `${agentName}: SharePoint folder` });
  await picker.getByRole('button', { name: 'Open Documents' }).click();
  await picker.getByRole('button', { name: 'Open Planning' }).click();
  await expect(picker.getByRole('navigation', { name: 'Folder path' })).toContainText('Documents');
  await expect(picker.getByRole('navigation', { name: 'Folder path' })).toContainText('Planning');
  await expectAccessible(page, 'SharePoint picker');
  await picker.getByRole('button', { name: 'Link Applications' }).click();
  await expect(
    page.getByText(`${agentName} now reads Documents/Planning/Applications.`),
  ).toBeVisible();
  await expect(agentRow).toContainText('/Planning/Applications');

  await rowAction(agentRow, { button: `Members of ${agentName}`, item: 'Members' });
  const access = page.getByRole('dialog', { name: `${agentName}: Who may use it` });
  await access.getByRole('button', { name: 'Choose nobody' }).click();
  await access.getByRole('searchbox', { name: 'Search members' }).fill('Mia');
  await access.getByRole('checkbox', { name: /Mia Member/ }).check();
  await access.getByRole('searchbox', { name: 'Search members' }).fill('Max');
  await access.getByRole('checkbox', { name: /Max Manager/ }).check();
  await expect(access.getByText('2 chosen: Max Manager, Mia Member.')).toBeVisible();
  await access.getByRole('button', { name: 'Save members' }).click();
  await expect(page.getByText(`2 members can use ${agentName}.`)).toBeVisible();
  await expect(agentRow.getByRole('cell').nth(2)).toHaveText('2');
});

test(
  'an administrator pays a pending order on invoice: it is invoiced, not paid',
  { tag: DATES },
  async ({ page }) => {
    // --- Pay a pending order through the shared payment step (on invoice: a council order).
    await signIn(page, DEMO, '/Orders?payment=awaiting_payment');
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('search', { name: 'Filter orders' }).getByLabel('Payment'),
    ).toHaveValue('awaiting_payment');
    await expectAccessible(page, '/Orders');
    const orderRow = page.getByRole('row').nth(1);
    const number = (await orderRow.getByRole('cell').nth(0).textContent())!.trim().replace('#', '');
    const item = (await orderRow.getByRole('cell').nth(2).textContent())!.trim();
    await orderRow.getByRole('button', { name: `Pay for order #${number} (${item})` }).click();
    const payment = page.getByRole('dialog', { name: `Pay for ${item}` });
    await payment.getByRole('radio', { name: /Invoice/ }).check();
    // Requesting the invoice completes the order: it is reviewed first.
    await payment.getByRole('button', { name: 'Review the invoice' }).click();
    await payment.getByRole('button', { name: 'Confirm and request the invoice' }).click();
    await expect(page.getByText(`Order #${number} for ${item} is invoiced`)).toBeVisible();
    await page.keyboard.press('Escape');
    await page
      .getByRole('search', { name: 'Filter orders' })
      .getByLabel('Payment')
      .selectOption('invoiced');
    const byNumber = () =>
      page
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: `#${number}`, exact: true }) });
    const invoiced = byNumber();
    await expect(invoiced).toContainText('Invoiced');
    await expect(invoiced).toContainText('due');
    await page
      .getByRole('search', { name: 'Filter orders' })
      .getByLabel('Payment')
      .selectOption('paid');
    await expect(byNumber()).toHaveCount(0);
  },
);

test('every council page follows the council chosen in the sidebar, after a reload too', async ({
  page,
}) => {
  await signIn(page, DEMO, '/Users');
  await expect(page.getByRole('button', { name: 'Invite', exact: true })).toBeVisible();
  // Demo is a plain member of Riverside.
  await page
    .getByTestId('council-list')
    .getByRole('button', { name: /Riverside Town Council/ })
    .click();
  await expect(page.getByText('Switched to Riverside Town Council')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invite', exact: true })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Users of Riverside Town Council' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('table', { name: 'Users of Riverside Town Council' })).toBeVisible();
  await open(page, '/Licences');
  await expect(
    page.getByText('Licences is for administrators of Riverside Town Council.', { exact: false }),
  ).toBeVisible();
});
