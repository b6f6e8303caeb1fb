import { openDatabase } from './db/client';
import { rotateSecrets } from './db/signing-keys';
import { ConfigError, loadConfig } from './config';

/**
 * `node dist/rotate-secrets.js` (`npm run secrets:rotate -w apps/server` in a
 * checkout): adds a new signing key of each purpose to the database. Running
 * instances pick it up when they restart (a rolling restart); tokens and
 * cookies signed with the older keys keep verifying until those are deleted.
 * Keys given in the environment are not touched: rotate those by prepending
 * the new secret to JWT_SECRET / COOKIE_SECRET.
 */
async function main() {
  const config = loadConfig();
  if (config.JWT_SECRET && config.COOKIE_SECRET) {
    console.error('JWT_SECRET and COOKIE_SECRET are set: rotate them in the environment instead.');
    process.exit(1);
  }
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await rotateSecrets(database.db);
    console.log('New signing keys stored; restart the instances one by one to sign with them.');
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
