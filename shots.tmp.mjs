import { chromium } from '@playwright/test';
const [,, pages = '/Users,/Orders', sizes = '1440x900,1280x800', tag = 'x'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const size of sizes.split(',')) {
  const [width, height] = size.split('x').map(Number);
  const page = await browser.newPage({ viewport: { width, height } });
  await page.goto('http://127.0.0.1:4750/auth/Login');
  await page.waitForFunction(() => document.querySelector('#root')?.childElementCount !== 0 && '__councilMock' in window);
  await page.getByLabel('Email').fill(process.env.EMAIL ?? 'demo@example.com');
  await page.getByLabel('Password').fill('password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/(chat|Empty)/);
  for (const path of pages.split(',')) {
    await page.goto('http://127.0.0.1:4750' + path);
    await page.waitForTimeout(2500);
    const over = await page.evaluate(() => [...document.querySelectorAll('.table-wrap')].map((w) => ({ cls: w.className, box: w.clientWidth, table: w.querySelector('table')?.scrollWidth, sw: w.scrollWidth })));
    console.log(size, path, JSON.stringify(over));
    await page.screenshot({ path: `/tmp/ui-chat/${tag}-${path.replace(/[^a-z]/gi, '_')}-${size}.png` });
  }
  await page.close();
}
await browser.close();
