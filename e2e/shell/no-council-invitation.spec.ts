/**
 * A user with no council (issue 61, finding 10): the page reads as a page to act on (the text's
 * own colour, labels aligned with their fields), the invitation is shown once, and accepting it is
 * said where it was, beyond a toast, and the user's agents and councils are read again (the agents
 * a council gives its new member join the agent picker; the mock gives none until an administrator
 * does).
 */
import { expect, test } from '../test';
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
  await agentsRead;
  await expect(picker.getByRole('radio').first()).toBeVisible();
});
