import * as argon2 from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from './password';

// The real argon2, watched: which hash each verification ran against.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof argon2>();
  return { ...actual, verify: vi.fn(actual.verify) };
});

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

  it('verifies against a dummy hash of the same cost when there is no hash (no user enumeration by timing)', async () => {
    const verify = vi.mocked(argon2.verify);
    verify.mockClear();

    expect(await verifyPassword(null, 'Guess-1')).toBe(false);
    expect(await verifyPassword(undefined, 'Guess-2')).toBe(false);

    expect(verify.mock.calls.map(([, password]) => password)).toEqual(['Guess-1', 'Guess-2']);
    const [dummy, again] = verify.mock.calls.map(([hash]) => String(hash));
    const cost = (hash: string | undefined) => hash?.split('$').slice(0, 4).join('$');
    expect(cost(dummy)).toBe(cost(await hashPassword('Correct-h0rse')));
    expect(again).toBe(dummy);
  });
});
