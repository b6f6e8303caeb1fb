import { defineConfig } from 'vitest/config';

/**
 * Unit tests (`*.test.ts`) run once. Integration tests (`*.int.test.ts`) run
 * against embedded PGlite, and again against PostgreSQL when
 * TEST_DATABASE_URL is set: the same tests on both drivers.
 */
const integration = ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'];
const postgresUrl = process.env.TEST_DATABASE_URL;
/**
 * `npm test` at the root runs the two parts in different lanes (scripts/test.mjs):
 * SERVER_TESTS=unit or =integration picks one; unset, both run.
 */
const part = process.env.SERVER_TESTS;
const runsUnit = part !== 'integration';
const runsIntegration = part !== 'unit';

export default defineConfig({
  test: {
    // The files of a worker share one module graph: importing the app's
    // graph costs seconds, and every file builds its own app and database
    // anyway (test/app.ts), so nothing the tests own outlives a file.
    isolate: false,
    // Two workers even on two cores: many integration tests wait (a database
    // stopped and started, a slowed login, a stalled socket), and a second
    // worker runs another file meanwhile.
    maxWorkers: 2,
    projects: [
      ...(runsUnit
        ? [
            {
              extends: true as const,
              test: {
                name: 'unit',
                // The CV quality checks are test tooling with unit tests of their own.
                include: ['src/**/*.test.ts', 'test/cv-quality/**/*.test.ts'],
                exclude: integration,
                // Renders and PDF reads allocate in bulk: a larger young generation
                // (16 MB by default) collects less often (the suite 184-202 ->
                // 178-180 CPU-seconds on two cores; the integration suite gained nothing).
                execArgv: ['--max-semi-space-size=64'],
              },
            },
          ]
        : []),
      ...(runsIntegration
        ? [
            {
              extends: true as const,
              test: {
                name: 'pglite',
                include: integration,
                // The write-endpoint fuzz (minutes of hostile bodies, its findings
                // in validation, not in the driver) runs once: on PostgreSQL where
                // it is there, the production database.
                ...(postgresUrl ? { exclude: ['test/fuzz/**'] } : {}),
                globalSetup: ['test/global-setup.ts'],
                provide: { dbKind: 'pglite' as const },
              },
            },
          ]
        : []),
      ...(runsIntegration && postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: integration,
                globalSetup: ['test/global-setup.ts'],
                provide: { dbKind: 'postgres' as const },
              },
            },
          ]
        : []),
    ],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: { TZ: 'UTC' },
  },
});
