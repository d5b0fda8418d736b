/**
 * A user with no council (issue 61, finding 10): the page reads as a page to act on (the text's
 * own colour, labels aligned with their fields), the invitation is shown once, and accepting it is
 * said where it was, once (no toast besides), and the user's agents and councils are read again; a
 * council's agents reach a member once assigned to them, so the notice says why the picker has
 * none of them yet.
 */
import { expect, test } from '../test';
import { bothThemes, report } from '../a11y/axe';
import { DESKTOP } from '../layout/helpers';
import { signIn } from './helpers';

const NO_COUNCIL = { email: 'nocouncil@example.com', password: 'password' };

test.use({ viewport: DESKTOP });

test('the no-council page: not greyed out, labels over their fields, the invitation once', async ({
  page,
}) => {
  await signIn(page, NO_COUNCIL, '/Users');
  const explanation = page.getByTestId('access-explanation');
  const label = explanation.getByText('Council name', { exact: true });
  await expect(label).toBeVisible();
  const look = await label.evaluate((el) => {
    const field = document.getElementById(el.getAttribute('for') ?? '')!;
    const style = getComputedStyle(el);
    return {
      color: style.color,
      text: getComputedStyle(document.body).color,
      leftGap: Math.round(el.getBoundingClientRect().left - field.getBoundingClientRect().left),
    };
  });
  expect(look.color).toBe(look.text);
  expect(look.leftGap).toBe(0);
  await expect(
    page.getByRole('listitem', { name: 'Invitation to Northwind Parish Council' }),
  ).toHaveCount(1);
  await expect(explanation.getByText(/is for administrators/)).toHaveCount(1);
});

test('accepting an invitation says so where it was, and reads the agents again', async ({
  page,
}) => {
  await signIn(page, NO_COUNCIL);
  const picker = page.getByRole('group', { name: 'Who do you want to talk to?' });
  const invitation = page.getByRole('listitem', { name: 'Invitation to Northwind Parish Council' });
  await expect(invitation).toHaveCount(1);
  await expect(picker.getByRole('radio').first()).toBeVisible();
  const agentsRead = page.waitForRequest(
    (request) => request.method() === 'GET' && request.url().endsWith('/api/profile/agents'),
  );
  await invitation
    .getByRole('button', { name: 'Accept the invitation to Northwind Parish Council' })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: 'You joined Northwind Parish Council' }),
  ).toBeVisible();
  await expect(invitation).toHaveCount(0);
  await expect(page.getByText(/Welcome to Northwind Parish Council/)).toHaveCount(0);
  await agentsRead;
  await expect(picker.getByRole('radio').first()).toBeVisible();
  // The picker is unchanged, and the notice says why: a council's agents are given by assignment.
  await expect(
    page.getByRole('status').filter({ hasText: 'Its agents are not in your list yet' }),
  ).toContainText('the members its administrators and managers assign to it');
  const violations = await bothThemes(page, (theme) => `/chat after accepting [${theme}]`);
  expect(violations, report(violations)).toEqual([]);
});

test('asking to join a council found by name is said once, where its button was', async ({
  page,
}) => {
  await signIn(page, NO_COUNCIL, '/Users');
  await page.getByLabel('Council name or join code').fill('Harbor');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const result = page
    .getByRole('list', { name: 'Councils found' })
    .getByRole('listitem')
    .filter({ hasText: 'Harbor District Council' });
  await result.getByRole('button', { name: 'Ask to join Harbor District Council' }).click();
  await expect(result.getByRole('status')).toHaveText(
    'Request sent to the administrators of Harbor District Council: they will answer.',
  );
  await expect(page.getByText(/was sent to its administrators/)).toHaveCount(0);
  const violations = await bothThemes(page, (theme) => `/Users after asking to join [${theme}]`);
  expect(violations, report(violations)).toEqual([]);
});
