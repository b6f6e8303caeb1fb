import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with argon2id, salted, and verifies', async () => {
    const [a, b] = await Promise.all([
      hashPassword('Correct-h0rse'),
      hashPassword('Correct-h0rse'),
    ]);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'Correct-h0rse')).toBe(true);
    expect(await verifyPassword(a, 'correct-h0rse')).toBe(false);
  });

  it('answers false without a hash or with a malformed one, never throws', async () => {
    expect(await verifyPassword(null, 'x')).toBe(false);
    expect(await verifyPassword(undefined, 'x')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });

  it('takes about as long without a hash as with one (no user enumeration by timing)', async () => {
    const hash = await hashPassword('Correct-h0rse');
    await verifyPassword(null, 'warm-up');
    const time = async (work: () => Promise<unknown>) => {
      const runs: number[] = [];
      for (let i = 0; i < 5; i++) {
        const start = performance.now();
        await work();
        runs.push(performance.now() - start);
      }
      return runs.sort((x, y) => x - y)[2] ?? 0;
    };
    const known = await time(() => verifyPassword(hash, 'Wrong-pass1'));
    const unknown = await time(() => verifyPassword(null, 'Wrong-pass1'));
    // Both run one argon2id verification; a generous bound keeps this stable on busy machines.
    expect(unknown).toBeGreaterThan(known / 4);
  });
});
