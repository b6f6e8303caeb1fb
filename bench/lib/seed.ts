import path from 'node:path';
import { openDatabase, pgPool } from '../../apps/server/src/db/client';
import { hashPassword } from '../../apps/server/src/security/password';
import { LocalMediaStorage } from '../../apps/server/src/features/platform/storage';
import { accounts, profileEntries, profiles, themes } from '../../apps/server/src/db/schema';

/** A fresh PostgreSQL database for one benchmark run; returns its URL. */
export async function freshPostgres(serverUrl: string, name: string): Promise<string> {
  const admin = pgPool(serverUrl);
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The seeded account's password, for benchmarks that need a real session. */
export const BENCH_PASSWORD = 'Bench-passw0rd';

/**
 * Seeds a realistic public profile (6 jobs, 4 educations, 15 skills in 3
 * types, 4 projects) before the server starts: PGlite allows one process only.
 */
export async function seedPublicProfile(
  target: { DATA_DIR: string; DATABASE_URL?: string },
  options: { picture?: Uint8Array } = {},
) {
  const handle = await openDatabase(target);
  await handle.migrate();
  const { db } = handle;
  const [account] = await db
    .insert(accounts)
    .values({
      username: 'bench.user',
      email: 'bench@example.com',
      status: 'VERIFIED',
      passwordHash: await hashPassword(BENCH_PASSWORD),
      firstName: 'Jana',
      lastName: 'Müller',
      phone: '+49 30 123456',
      city: 'Berlin',
      country: 'DE',
    })
    .returning();
  if (!account) throw new Error('seed failed');
  const accountId = account.id;
  // The picture goes where the server's local storage looks for it.
  const pictureKey = options.picture ? `${accountId}/picture-bench.jpg` : null;
  if (options.picture && pictureKey) {
    await new LocalMediaStorage(path.join(target.DATA_DIR, 'media')).put(
      pictureKey,
      Buffer.from(options.picture),
      'image/jpeg',
    );
  }
  await db.insert(profiles).values({
    pictureKey,
    thumbnailKey: pictureKey,
    accountId,
    displayName: 'Jana Müller',
    jobTitle: 'Senior Softwareentwicklerin',
    location: 'Berlin',
    bio: 'Entwicklerin mit zehn Jahren Erfahrung in verteilten Systemen, Datenbanken und Teamführung.',
    publicAccess: true,
    showEmail: true,
    showPhone: true,
    showAddress: true,
  });
  await db
    .insert(themes)
    .values({ accountId, backgroundColor: '#f5f7fb', surfaceColor: '#4169e1' });
  const entry = (kind: string, data: Record<string, unknown>, sortDate: string | null = null) => ({
    accountId,
    kind,
    sortDate,
    data,
  });
  await db.insert(profileEntries).values([
    ...Array.from({ length: 6 }, (_, i) =>
      entry(
        'work-experience',
        {
          jobTitle: `Softwareentwicklerin ${i + 1}`,
          company: `Beispiel GmbH ${i + 1}`,
          location: 'Berlin',
          positionStart: `${2012 + i * 2}-01-01`,
          ...(i === 5 ? {} : { positionEnd: `${2014 + i * 2}-01-01` }),
          description:
            'Verantwortlich für Architektur, Entwicklung und Betrieb geschäftskritischer Dienste; Einführung automatisierter Tests und kontinuierlicher Auslieferung.',
        },
        `${2012 + i * 2}-01-01`,
      ),
    ),
    ...Array.from({ length: 4 }, (_, i) =>
      entry(
        'education',
        {
          institution: `Technische Universität ${i + 1}`,
          degreeName: 'Informatik',
          level: i === 0 ? 'Master' : 'Bachelor',
          educationStart: `${2004 + i * 2}-10-01`,
          educationEnd: `${2006 + i * 2}-09-30`,
          description: 'Schwerpunkt Datenbanksysteme und verteilte Algorithmen.',
        },
        `${2004 + i * 2}-10-01`,
      ),
    ),
    ...Array.from({ length: 15 }, (_, i) =>
      entry('skill', {
        name: `Fähigkeit ${i + 1}`,
        type: ['Programmiersprachen', 'Kommunikation', 'Werkzeuge'][i % 3] ?? 'Werkzeuge',
        level: (i % 5) + 1,
      }),
    ),
    ...Array.from({ length: 4 }, (_, i) =>
      entry(
        'project',
        {
          name: `Projekt ${i + 1}`,
          role: 'Leitung',
          projectStart: `${2018 + i}-01-01`,
          projectEnd: `${2019 + i}-01-01`,
          description: 'Ein quelloffenes Werkzeug für die Auswertung großer Datenmengen.',
          url: `https://example.com/projekt-${i + 1}`,
          links: [{ label: 'Quellcode', url: `https://example.com/projekt-${i + 1}/code` }],
        },
        `${2018 + i}-01-01`,
      ),
    ),
  ]);
  await handle.close();
  return { username: 'bench.user', accountId };
}
