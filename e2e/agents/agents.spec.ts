import { type Page } from '@playwright/test';
import { expect, test } from '../test';
import { seriousViolations } from '../a11y/axe';
import { agents as sidebarAgents, composer } from '../chat/helpers';
import { pauseClock, runNextFrames } from '../clock';
import { forceStatus, navigateInApp, openStore, signIn, storeAgent } from './helpers';

// Journeys of many steps (and axe walks) on a shared 2-core machine.

const card = (page: Page, name: string) =>
  page
    .getByTestId('app-store-agents')
    .locator('li.store-card')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

test.describe('app store', () => {
  test('find a free agent by search and category, add it, and chat with it', async ({ page }) => {
    await signIn(page);
    await openStore(page);
    const agent = await storeAgent(page, 'free');
    await page.getByLabel('Category').selectOption({ label: agent.category!.name });
    await expect(page).toHaveURL(/category=\d+/);
    await page.getByLabel('Search').fill(agent.name);
    // The search runs once typing pauses, and is in the URL.
    await expect(page).toHaveURL(
      new RegExp(`q=${encodeURIComponent(agent.name).replace(/%20/g, '(\\+|%20)')}`),
    );
    await expect(card(page, agent.name)).toBeVisible();
    await card(page, agent.name).getByRole('link', { name: agent.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: agent.name })).toBeVisible();
    await page.getByRole('button', { name: 'Add to my agents' }).click();
    await expect(page.getByTestId('live-region')).toHaveText(
      `${agent.name} was added to your agents`,
    );
    await page
      .getByRole('complementary', { name: 'Get this agent' })
      .getByRole('button', { name: 'Open chat' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/chat\\?agent=${agent.id}$`));
    // In the sidebar at once, without a reload.
    await expect(sidebarAgents(page).locator(`li[data-agent-id="${agent.id}"]`)).toBeAttached();
    await composer(page).fill('Hello, new agent');
    await composer(page).press('Enter');
    await expect(page).toHaveURL(/\/chat\/\d+$/);
    const threadAgent = await page.evaluate(() => {
      const id = Number(location.pathname.split('/').pop());
      const db = (
        window as unknown as {
          __councilMock: {
            state: { db: { threads: { get(id: number): { agent_id: number } | undefined } } };
          };
        }
      ).__councilMock.state.db;
      return db.threads.get(id)?.agent_id;
    });
    expect(threadAgent).toBe(agent.id);
  });

  test('filters and page live in the URL: Back restores them', async ({ page }) => {
    await signIn(page);
    await openStore(page);
    await page.getByRole('group', { name: 'Price' }).getByText('Paid', { exact: true }).click();
    await expect(page).toHaveURL(/price=paid/);
    // The previous results stay on screen (aria-busy) until the paid ones arrive.
    await expect(page.getByTestId('app-store-agents')).not.toHaveAttribute('aria-busy');
    await expect(
      page.getByTestId('app-store-agents').locator('li.store-card').first(),
    ).toBeVisible();
    const paidNames = await page
      .getByTestId('app-store-agents')
      .locator('.store-card-title')
      .allTextContents();
    await page.getByRole('group', { name: 'Price' }).getByText('Free', { exact: true }).click();
    await expect(page).toHaveURL(/price=free/);
    await page.goBack();
    await expect(page).toHaveURL(/price=paid/);
    await expect(page.getByRole('radio', { name: 'Paid' })).toBeChecked();
    await expect(page.getByTestId('app-store-agents').locator('.store-card-title')).toHaveText(
      paidNames,
    );
  });

  test('a forced failure on add leaves the agent not added, with a clear message', async ({
    page,
  }) => {
    await signIn(page);
    const agent = await storeAgent(page, 'free', 1);
    await navigateInApp(page, `/App_store?agent=${agent.id}`);
    await expect(page.getByRole('heading', { level: 1, name: agent.name })).toBeVisible();
    await forceStatus(page, 'addAgent', 500);
    await page.getByRole('button', { name: 'Add to my agents' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Server Error' }).first()).toBeVisible();
    await expect(page.getByTestId('live-region')).toContainText(`Could not add ${agent.name}`);
    await expect(page.getByRole('button', { name: 'Add to my agents' })).toBeEnabled();
    // Tried again, it works.
    await page.getByRole('button', { name: 'Add to my agents' }).click();
    await expect(
      page
        .getByRole('complementary', { name: 'Get this agent' })
        .getByRole('button', { name: 'Open chat' }),
    ).toBeVisible();
  });
});

test.describe('buying', () => {
  test('buy a paid agent for the council by card (3-D Secure) and find the order', async ({
    page,
  }) => {
    await signIn(page);
    const agent = await storeAgent(page, 'paid');
    await navigateInApp(page, `/App_store?agent=${agent.id}`);
    await expect(page.getByRole('heading', { level: 1, name: agent.name })).toBeVisible();
    await page.getByRole('radio', { name: /^Northwind/ }).check();
    await page.getByRole('button', { name: /^Buy for / }).click();
    const dialog = page.getByRole('dialog', { name: `Pay for ${agent.name}` });
    await expect(dialog.getByTestId('payment-status')).toHaveText(/Your card needs confirmation/);
    // The test card first declines, then a retry is confirmed.
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await expect(dialog.getByRole('alert')).toContainText('The payment failed');
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await dialog.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(dialog.getByTestId('payment-status')).toHaveText(
      'Payment succeeded. Your order is complete.',
    );
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText(/is now one of .*’s agents/)).toBeVisible();
    await page.getByRole('link', { name: 'See the order in Orders' }).click();
    await expect(page).toHaveURL(/\/Orders$/);
    await expect(
      page.getByRole('row').filter({ hasText: agent.name }).filter({ hasText: 'Paid' }),
    ).toHaveCount(1);
  });

  test('buy a paid agent on invoice for the council, and for yourself by card', async ({
    page,
  }) => {
    await signIn(page);
    const forCouncil = await storeAgent(page, 'paid', 1);
    await navigateInApp(page, `/App_store?agent=${forCouncil.id}`);
    await page.getByRole('radio', { name: /^Northwind/ }).check();
    await page.getByRole('radio', { name: /^Invoice/ }).check();
    await page.getByRole('button', { name: /^Buy for / }).click();
    // Buying on invoice completes at once: it is reviewed first.
    await expect(page.getByTestId('buy-review')).toContainText('due in 30 days');
    await page.getByRole('button', { name: 'Confirm and buy on invoice' }).click();
    // On invoice the agent is the council's at once, and the order is invoiced: not paid.
    await expect(
      page.getByText(new RegExp(`Order #\\d+ is invoiced \\(not paid yet\\): ${forCouncil.name}`)),
    ).toBeVisible();
    await navigateInApp(page, '/Orders');
    const row = page.getByRole('row').filter({ hasText: forCouncil.name });
    await expect(row.filter({ hasText: 'Invoiced' })).toHaveCount(1);
    await expect(row.getByText('Paid', { exact: true })).toHaveCount(0);

    const forMe = await storeAgent(page, 'paid', 2);
    await navigateInApp(page, `/App_store?agent=${forMe.id}`);
    await expect(page.getByRole('radio', { name: /^Invoice/ })).toBeDisabled();
    await page.getByRole('button', { name: /^Buy for / }).click();
    const dialog = page.getByRole('dialog', { name: `Pay for ${forMe.name}` });
    await dialog.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(dialog.getByTestId('payment-status')).toHaveText(
      'Payment succeeded. Your order is complete.',
    );
    await dialog.getByRole('button', { name: 'Done' }).click();
    await navigateInApp(page, '/Agents');
    await expect(
      page.getByRole('region', { name: /Purchased/ }).getByRole('heading', { name: forMe.name }),
    ).toBeVisible();
  });

  test('a forced failure on buy places no order and says so', async ({ page }) => {
    await signIn(page);
    const agent = await storeAgent(page, 'paid');
    await navigateInApp(page, `/App_store?agent=${agent.id}`);
    const countOrders = () =>
      page.evaluate(
        () =>
          (
            window as unknown as {
              __councilMock: { state: { db: { orders: { all(): unknown[] } } } };
            }
          ).__councilMock.state.db.orders.all().length,
      );
    const before = await countOrders();
    await forceStatus(page, 'buyAgent', 503);
    await page.getByRole('button', { name: /^Buy for / }).click();
    await expect(page.getByTestId('live-region')).toContainText(`Could not buy ${agent.name}`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await countOrders()).toBe(before);
    // The form is still there to try again.
    await expect(page.getByRole('button', { name: /^Buy for / })).toBeEnabled();
  });
});

test.describe('my agents', () => {
  test('removing a purchased agent asks first, can be undone, and it can be added back free of charge', async ({
    page,
  }) => {
    await signIn(page);
    await navigateInApp(page, '/Agents');
    const purchased = page.getByRole('region', { name: /Purchased/ });
    const first = purchased.locator('li.store-card').first();
    const name = (await first.locator('.store-card-title').textContent()) ?? '';
    await first.getByRole('button', { name: `Remove ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Remove “${name}”?` });
    await expect(confirm).toContainText('the purchase is not refunded');
    // The undo window waits on the page's clock while the journey reaches for Undo.
    await pauseClock(page);
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await runNextFrames(page);
    await expect(purchased.getByRole('heading', { name, exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.clock.resume();
    await expect(purchased.getByRole('heading', { name, exact: true })).toBeVisible();
  });
});

test.describe('agent builder', () => {
  test('build an agent, upload a file, publish it and find it in the store', async ({ page }) => {
    await signIn(page);
    await navigateInApp(page, '/Manage_agents');
    await page.getByRole('link', { name: 'New agent' }).click();
    const name = `Parish Newsletter Writer ${Date.now() % 100000}`;
    // Client validation first.
    await page.getByRole('button', { name: 'Create draft' }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await page.getByLabel('Name').fill(name);
    await page
      .getByLabel('Description')
      .fill('Drafts the monthly parish newsletter from meeting minutes.');
    await page.getByLabel('Category').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Create draft' }).click();
    await expect(page).toHaveURL(/\?agent=\d+$/);
    await expect(page.locator('.builder-panel > .builder-actions h2')).toContainText('Draft');

    await page.getByLabel('Knowledge files to upload').setInputFiles([
      {
        name: 'minutes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('Minutes of the parish council meeting.'),
      },
      { name: 'photo.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
    ]);
    await expect(page.getByRole('list', { name: 'Files' }).getByText('minutes.txt')).toBeVisible();
    await expect(page.getByTestId('upload-row').filter({ hasText: 'photo.exe' })).toContainText(
      'The file must be a file of type',
    );

    await forceStatus(page, 'publishAgent', 500);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByTestId('live-region')).toContainText('The agent was not published');
    const title = page.locator('.builder-panel > .builder-actions h2');
    await expect(title).toContainText('Draft');
    // The confirmation stays open after a failure: publishing again works.
    await page.getByRole('alertdialog').getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(title).toContainText('Published');
    await expect(
      page
        .getByRole('navigation', { name: 'Your agents' })
        .getByRole('link', { name: new RegExp(name) }),
    ).toContainText('Published');

    await navigateInApp(page, '/App_store');
    await page.getByLabel('Search').fill(name);
    await expect(card(page, name)).toBeVisible();
  });

  test('unsaved changes stay as a draft across another page, and Discard changes forgets them', async ({
    page,
  }) => {
    await signIn(page);
    await navigateInApp(page, '/Manage_agents?new=1');
    await page.getByLabel('Name').fill('Half-written agent');
    await page.getByRole('link', { name: 'App store' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'App store' })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.getByRole('link', { name: 'Manage agents' }).first().click();
    await page.getByRole('link', { name: 'New agent' }).click();
    await expect(page.getByLabel('Name')).toHaveValue('Half-written agent');
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page.getByLabel('Name')).toHaveValue('');
    await page.reload();
    await expect(page.getByLabel('Name')).toHaveValue('');
  });
});

test.describe('accessibility', () => {
  for (const [path, heading] of [
    ['/App_store', 'App store'],
    ['/Agents', 'My agents'],
    ['/Manage_agents?new=1', 'Manage agents'],
  ] as const) {
    for (const theme of ['light', 'dark'] as const) {
      test(`${path} has no serious or critical axe violation (${theme})`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: theme });
        await signIn(page);
        await navigateInApp(page, path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
        expect(await seriousViolations(page, `${path} [${theme}]`)).toEqual([]);
      });
    }
  }

  test('the store and the payment step work at phone width; card descriptions show whole lines only', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await openStore(page);
    // Issue 14: a description is cut after a whole line, never through one (nor clipped sideways).
    const lines = await page.locator('.store-card-desc').evaluateAll((nodes) =>
      nodes.map((node) => {
        const el = node as HTMLElement;
        const lineHeight = parseFloat(getComputedStyle(el).lineHeight);
        return { lines: el.clientHeight / lineHeight, sideways: el.scrollWidth - el.clientWidth };
      }),
    );
    expect(lines.length).toBeGreaterThan(0);
    for (const { lines: count, sideways } of lines) {
      expect(Math.abs(count - Math.round(count))).toBeLessThan(0.05);
      expect(count).toBeLessThanOrEqual(3.05);
      expect(sideways).toBeLessThanOrEqual(0);
    }
    const agent = await storeAgent(page, 'paid');
    await navigateInApp(page, `/App_store?agent=${agent.id}`);
    await page.getByRole('button', { name: /^Buy for / }).click();
    const dialog = page.getByRole('dialog', { name: `Pay for ${agent.name}` });
    await expect(dialog.getByRole('button', { name: 'Confirm payment' })).toBeInViewport();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('My agents and the builder fit a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    for (const [path, heading] of [
      ['/Agents', 'My agents'],
      ['/Manage_agents?new=1', 'Manage agents'],
    ] as const) {
      await navigateInApp(page, path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const main = await page.locator('main').evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(main, path).toBeLessThanOrEqual(0);
    }
  });
});
