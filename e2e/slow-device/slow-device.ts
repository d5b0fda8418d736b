/**
 * The slow-device journeys' fixture: Chromium's CPU slowed (CDP `Emulation.setCPUThrottlingRate`,
 * the rate set by the Playwright project, e2e/config/mock.ts: 4 and 6, a mid-range phone), and a
 * slow network made of gates instead of sleeps: the in-browser mock holds an operation's responses
 * (mocks/laravel/faults.ts, `hold`) until the journey releases them. A journey types while the data is
 * on its way, then lets it land, whatever the machine's speed: nothing waits on a clock.
 */
import type { Locator, Page } from '@playwright/test';
import { navigateInApp } from '../shell/helpers';
import { test as base } from '../test';

export { expect } from '../test';

export const test = base.extend<{ cpuRate: number; slowCpu: () => Promise<void> }>({
  // The project's rate (e2e/config/mock.ts); 1 outside the slow-device projects.
  cpuRate: [1, { option: true }],
  // Called by a journey once it is signed in: signing in slowed down only costs time.
  slowCpu: async ({ page, cpuRate }, use) => {
    await use(async () => {
      if (cpuRate <= 1) return;
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    });
  },
});

type GateApi = {
  faults: { hold(id: string): void; release(id: string): void; held(id: string): number | null };
};

/** Holds the operation's responses (each worked out when its request arrives) until `release`. */
export async function hold(page: Page, operationId: string): Promise<void> {
  await page.evaluate(
    (id) => (window as unknown as { __councilMock: GateApi }).__councilMock.faults.hold(id),
    operationId,
  );
}

/** Waits until the gate holds `count` responses of the operation: the requests the journey expects arrived. */
export async function waitUntilHeld(page: Page, operationId: string, count = 1): Promise<void> {
  await page.waitForFunction(
    ({ id, count }) =>
      ((window as unknown as { __councilMock: GateApi }).__councilMock.faults.held(id) ?? 0) >=
      count,
    { id: operationId, count },
  );
}

/** Lets the operation's held responses land, and holds no more. */
export async function release(page: Page, operationId: string): Promise<void> {
  await page.evaluate(
    (id) => (window as unknown as { __councilMock: GateApi }).__councilMock.faults.release(id),
    operationId,
  );
}

/** Council management's agents tab, and its first agent's row and name. */
export async function firstCouncilAgent(page: Page): Promise<{ row: Locator; agentName: string }> {
  await navigateInApp(page, '/Council_management?tab=agents');
  const row = page.getByRole('row').nth(1);
  await row.waitFor();
  return { row, agentName: (await row.getByRole('cell').first().textContent())!.trim() };
}
