import { describe, expect, it } from 'vitest';
import { sharedPerTurn } from './per-turn';

describe('sharedPerTurn', () => {
  const turn = () => new Promise((resolve) => setImmediate(resolve));

  it('gives the callers of one turn one read, started after they asked, and later callers a read of their own', async () => {
    const started: ((value: number) => void)[] = [];
    const read = sharedPerTurn(() => new Promise<number>((resolve) => started.push(resolve)));
    const [first, second] = [read(), read()];
    expect(started).toHaveLength(0);
    await turn();
    expect(started).toHaveLength(1);
    // Asked once the first read has started: it may have missed what this caller saw commit.
    const third = read();
    await turn();
    expect(started).toHaveLength(2);
    started[0]!(1);
    started[1]!(2);
    expect([await first, await second, await third]).toEqual([1, 1, 2]);
  });

  it('passes a failed read to its callers, and reads again for the next', async () => {
    let calls = 0;
    const read = sharedPerTurn(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database down');
      return calls;
    });
    await expect(Promise.all([read(), read()])).rejects.toThrow('database down');
    expect(calls).toBe(1);
    expect(await read()).toBe(2);
  });
});
