import { chromium } from '@playwright/test';
const vp = process.argv[2] === 'phone' ? { width: 390, height: 844 } : { width: 1440, height: 900 };
const prompt = process.argv[3] ?? 'Please compare the options in a table for the village hall roof';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: vp });
if (process.env.CPU) { const cdp = await page.context().newCDPSession(page); await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU) }); }
await page.goto('http://127.0.0.1:4750/auth/Login');
await page.waitForFunction(() => document.querySelector('#root')?.childElementCount !== 0 && '__councilMock' in window);
await page.getByLabel('Email').fill('demo@example.com');
await page.getByLabel('Password').fill('password');
await page.getByRole('button', { name: 'Sign in', exact: true }).click();
await page.waitForURL(/\/chat$/);
if (process.env.REFUSE) await page.evaluate(() => { const m = window.__councilMock; const b = m.state.realtime.broadcaster; const orig = b.publish.bind(b); b.publish = (ch, ev, ...rest) => (String(ev).includes('message.') ? undefined : orig(ch, ev, ...rest)); });
await page.locator('.chat-sidebar .thread-link').first().waitFor({ state: 'attached' });
if (process.argv[4] === 'new') { await page.waitForTimeout(1500); } else {
const href = await page.locator('.chat-sidebar .thread-link').nth(Number(process.argv[4] ?? 0)).getAttribute('href');
await page.goto('http://127.0.0.1:4750' + href);
await page.getByRole('log', { name: 'Messages' }).locator('.msg').first().waitFor();
await page.waitForTimeout(1000);}
const box = page.getByRole('textbox', { name: 'Message' });
await box.fill(prompt);
await box.press('Enter');
if (process.env.DROP) await page.evaluate(() => window.__councilMock.realtime.dropConnections());
const t0 = Date.now();
for (let i = 0; i < 200; i++) {
  const s = await page.evaluate(() => {
    const sc = document.querySelector('.msg-scroll'); if (!sc) return {none: location.pathname};
    const agents = [...document.querySelectorAll('.msg-agent')];
    const last = agents[agents.length - 1];
    const r = last?.getBoundingClientRect() ?? {bottom: NaN}; const sr = sc.getBoundingClientRect();
    return { dist: Math.round(sc.scrollHeight - sc.scrollTop - sc.clientHeight), len: last?.querySelector('.md')?.textContent.length ?? -1,
      typing: !!last?.querySelector('.typing'), busy: last?.getAttribute('aria-busy'), bottomBelow: Math.round(r.bottom - sr.bottom),
      pill: !!document.querySelector('.jump-latest'), table: !!last?.querySelector('table') };
  });
  console.log(Date.now() - t0, JSON.stringify(s));
  if (s.busy === 'false' && i > 25) break;
  await page.waitForTimeout(100);
}
await page.screenshot({ path: `/tmp/ui-chat/after-${process.argv[2] ?? 'desk'}.png` });
await browser.close();
