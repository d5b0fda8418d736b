import { describe, expect, it } from 'vitest';
import { Faults } from './faults';

describe('Faults gates (a test holds responses until it releases them)', () => {
  it('hands a held response back only once the gate is released, counting what it held', async () => {
    const faults = new Faults();
    faults.hold('getThread');
    expect(faults.held('getThread')).toBe(0);
    let landed: string | null = null;
    const pending = faults.gate('getThread', 'page').then((value) => (landed = value));
    await Promise.resolve();
    expect(faults.held('getThread')).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(landed).toBeNull();
    faults.release('getThread');
    await pending;
    expect(landed).toBe('page');
    expect(faults.held('getThread')).toBeNull();
  });

  it('lets other operations, and the operation after its release, through at once', async () => {
    const faults = new Faults();
    faults.hold('getThread');
    await expect(faults.gate('listThreads', 'list')).resolves.toBe('list');
    faults.release('getThread');
    await expect(faults.gate('getThread', 'page')).resolves.toBe('page');
    expect(faults.held('listThreads')).toBeNull();
  });
});
