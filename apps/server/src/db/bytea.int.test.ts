import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db';

const database = await createTestDatabase();
afterAll(() => database.dispose());

describe('bytes stored as bytea', () => {
  it('come back exactly as written, every byte value, from a view into a larger buffer too', async () => {
    const all = Uint8Array.from({ length: 4096 }, (_, i) => (i * 31 + 7) % 256);
    const view = all.subarray(5, 3005);
    // Both drivers answer raw SQL with `rows`; the shared Database type leaves it unknown.
    const { rows } = (await database.db.execute(
      sql`select ${all}::bytea as whole, ${view}::bytea as part`,
    )) as unknown as { rows: { whole: Uint8Array; part: Uint8Array }[] };
    const [row] = rows;
    expect(Buffer.from(row!.whole).equals(Buffer.from(all))).toBe(true);
    expect(Buffer.from(row!.part).equals(Buffer.from(view))).toBe(true);
    expect(row!.part.length).toBe(3000);
  });
});
