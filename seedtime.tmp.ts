import { createMockState } from './mocks/state';
for (let i = 0; i < 3; i++) {
  const t = performance.now();
  const s = await createMockState();
  console.log('seed ms', (performance.now() - t).toFixed(0), Object.entries(s.db).map(([k, v]) => `${k}:${v.size}`).join(' '));
}
