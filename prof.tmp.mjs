import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await b.newContext({ viewport: { width: 1440, height: 900 } });
for (const visit of ['first', 'repeat']) {
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
const t0 = Date.now();
await page.goto('http://127.0.0.1:4443/chat' + (visit === 'first' ? '?mock-scenario=as:demo@example.com' : ''));
await page.waitForSelector('textarea[aria-label="Message"]', { timeout: 60000 });
const t = await page.evaluate(() => performance.now());
const { profile } = await cdp.send('Profiler.stop');
const counts = new Map(); const dt = profile.timeDeltas;
profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) || 0) + (dt[i] || 0)));
const byFile = new Map(); const byFn = new Map();
for (const n of profile.nodes) { const f = (n.callFrame.url.split('/').pop() || n.callFrame.functionName || '?'); const v = counts.get(n.id) || 0; byFile.set(f, (byFile.get(f) || 0) + v); const k = f + ' ' + n.callFrame.functionName + ':' + n.callFrame.lineNumber; byFn.set(k, (byFn.get(k) || 0) + v); }
console.log(visit, 'box at', t.toFixed(0));
[...byFile].sort((a, b) => b[1] - a[1]).slice(0, 12).forEach(([k, v]) => console.log('  ', (v / 1000).toFixed(0).padStart(6), k));
[...byFn].sort((a, b) => b[1] - a[1]).slice(0, 15).forEach(([k, v]) => console.log('     fn', (v / 1000).toFixed(0).padStart(6), k));
await page.goto('about:blank');
}
await b.close();
