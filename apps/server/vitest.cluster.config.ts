import { defineConfig } from 'vitest/config';

/**
 * The cluster test (`npm run test:cluster`): several server processes of the
 * production install behind HAProxy. Not part of `vitest run`'s projects.
 */
export default defineConfig({
  test: {
    include: ['test/cluster/**/*.cluster.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    env: { TZ: 'UTC' },
  },
});
