// What a year of daily editing costs in history storage per account. One
// account with a typical profile (6 jobs, 4 schools, 15 skills, 3 projects)
// and 2 CVs edits every day for a year: a session of 10 saves over 25 minutes
// (descriptions reworded, a skill added or removed, a CV setting changed),
// plus a CV deleted and a custom section deleted now and then. Every save
// goes through the real services and records a version; the purge runs at
// the end of every simulated day, as the hourly job would. Prints the rows
// and bytes kept, and what they would be without coalescing and pruning.
// Prints figures; asserts nothing. Usage: npx tsx bench/history/run.ts [--days 365]
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { createDatabase } from '../../apps/server/src/db/client';
import { accounts, versions } from '../../apps/server/src/db/schema';
import { CvDocumentRepository } from '../../apps/server/src/features/cvs/cv-documents.repository';
import { createCvDocumentService } from '../../apps/server/src/features/cvs/cv-documents.service';
import { createCvHistory } from '../../apps/server/src/features/cvs/cv-history';
import { createHistoryService } from '../../apps/server/src/features/history/history.service';
import type { MediaStorage } from '../../apps/server/src/features/platform/storage';
import { createProfileHistory } from '../../apps/server/src/features/profile/profile-history';
import { createProfileService } from '../../apps/server/src/features/profile/profile.service';
import { describeMachine } from '../lib/machine';

const daysArg = process.argv.indexOf('--days');
const DAYS = daysArg > 0 ? Number(process.argv[daysArg + 1]) : 365;
const SAVES_PER_DAY = 10;
const SESSION_MINUTES = 25;
const DAY_MS = 86_400_000;

const words =
  'designed built tested shipped migrated reduced latency costs teams services platform pipeline customers reliability'.split(
    ' ',
  );
const sentence = (seed: number, length: number) =>
  Array.from({ length }, (_, i) => words[(seed * 7 + i * 3) % words.length]).join(' ');

async function main() {
  console.log(describeMachine());
  const handle = createDatabase({ kind: 'pglite', client: await PGlite.create() });
  await handle.migrate();
  const { db } = handle;
  const log = pino({ level: 'warn' });
  let now = new Date(Date.UTC(2025, 0, 1, 9));
  const history = createHistoryService({ db, log, now: () => now });
  const kept = createProfileHistory(db);
  history.keep('profile', kept.keeper);
  history.keepInBin('entry', kept.entryKeeper);
  history.keepInBin('custom_section', kept.sectionKeeper);
  const cvKept = createCvHistory(db);
  history.keep('cv', cvKept.keeper);
  history.keepInBin('cv', cvKept.binKeeper);
  const profile = createProfileService({
    db,
    storage: {} as MediaStorage,
    log,
    history: history.recorder,
  });
  const cvs = createCvDocumentService({
    repository: new CvDocumentRepository(db),
    history: history.recorder,
  });

  const [account] = await db
    .insert(accounts)
    .values({ username: 'bench', email: 'bench@example.com', status: 'VERIFIED' })
    .returning({ id: accounts.id });
  const accountId = account!.id;
  await profile.saveProfile(
    accountId,
    {
      displayName: 'Ada Lovelace',
      jobTitle: 'Engineer',
      bio: sentence(1, 60),
      publicAccess: true,
      showEmail: false,
      showPhone: false,
      showAddress: false,
      hideDescriptions: false,
    } as never,
    undefined,
  );
  const jobs: string[] = [];
  for (let i = 0; i < 6; i++) {
    const { item } = await profile.saveEntry('work-experience', accountId, {
      jobTitle: `Engineer ${i}`,
      company: `Company ${i}`,
      positionStart: `${2010 + i}-01-01`,
      description: sentence(i, 70),
      highlights: [sentence(i + 1, 12), sentence(i + 2, 12)],
    });
    jobs.push(item.id);
  }
  for (let i = 0; i < 4; i++) {
    await profile.saveEntry('education', accountId, {
      institution: `University ${i}`,
      degreeName: 'Computer Science',
      educationStart: `${2004 + i}-10-01`,
      description: sentence(i, 30),
    });
  }
  for (let i = 0; i < 15; i++) {
    await profile.saveEntry('skill', accountId, { name: `Skill ${i}`, level: 3 });
  }
  for (let i = 0; i < 3; i++) {
    await profile.saveEntry('project', accountId, {
      name: `Project ${i}`,
      description: sentence(i, 40),
    });
  }
  const cvIds: string[] = [];
  for (const name of ['Backend', 'Leadership']) {
    cvIds.push((await cvs.create(accountId, { name }, 'en')).id);
  }

  // Each edit is stamped with the simulated time it was made.
  const stamp = () =>
    db.execute(
      sql`update ${versions} set created_at = ${now.toISOString()} where seq = (select max(seq) from ${versions})`,
    );
  let recorded = 0;
  const started = performance.now();
  for (let day = 0; day < DAYS; day++) {
    const sessionStart = Date.UTC(2025, 0, 1, 9) + day * DAY_MS;
    for (let save = 0; save < SAVES_PER_DAY; save++) {
      now = new Date(sessionStart + (save * SESSION_MINUTES * 60_000) / SAVES_PER_DAY);
      const job = jobs[(day + save) % jobs.length]!;
      if (save === SAVES_PER_DAY - 1) {
        const cv = cvIds[day % cvIds.length]!;
        await cvs.update(accountId, cv, { settings: { fitPages: day % 2 === 0 ? 1 : 2 } });
      } else {
        await profile.saveEntry('work-experience', accountId, {
          id: job,
          jobTitle: `Engineer ${day % 9}`,
          company: 'Company',
          positionStart: '2015-01-01',
          description: sentence(day * 31 + save, 70),
          highlights: [sentence(day + save, 12)],
        });
      }
      await stamp();
      recorded++;
    }
    // Now and then a CV is deleted and a new one made (the bin keeps the old one 30 days).
    if (day % 30 === 15) {
      const gone = cvIds.shift()!;
      await cvs.remove(accountId, gone);
      await db.execute(
        sql`update bin_items set deleted_at = ${now.toISOString()} where item_id = ${gone}`,
      );
      cvIds.push((await cvs.create(accountId, { name: `CV ${day}` }, 'en')).id);
      await stamp();
    }
    now = new Date(sessionStart + 12 * 3_600_000);
    await history.purge(-1);
  }
  const elapsed = (performance.now() - started) / 1000;

  const size = async (table: string) => {
    const rows = (await db.execute(
      sql.raw(
        `select count(*)::int as n, pg_total_relation_size('${table}')::bigint as bytes from ${table}`,
      ),
    )) as unknown as { rows: { n: number; bytes: string }[] };
    return { rows: rows.rows[0]!.n, bytes: Number(rows.rows[0]!.bytes) };
  };
  // What PostgreSQL's autovacuum leaves: the live rows (PGlite runs no autovacuum).
  const dead = await size('versions');
  await db.execute(sql`vacuum full versions`);
  await db.execute(sql`vacuum full bin_items`);
  const snapshotBytes = (await db.execute(
    sql`select avg(octet_length(snapshot::text))::int as json, avg(pg_column_size(snapshot))::int as stored from ${versions} where doc_type = 'profile'`,
  )) as unknown as { rows: { json: number; stored: number }[] };
  const kept_ = await size('versions');
  console.log(`versions table before vacuum: ${(dead.bytes / 1024).toFixed(0)} KiB`);
  const bin = await size('bin_items');
  const perDoc = (await db.execute(
    sql`select doc_type, count(*)::int as n from ${versions} group by doc_type order by doc_type`,
  )) as unknown as { rows: { doc_type: string; n: number }[] };
  const { json, stored } = snapshotBytes.rows[0]!;
  const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(
    `days simulated: ${DAYS}, saves: ${recorded} (${SAVES_PER_DAY} a day over ${SESSION_MINUTES} min), ${elapsed.toFixed(1)} s`,
  );
  console.log(`profile snapshot: ${json} B as JSON text, ${stored} B stored (jsonb, compressed)`);
  console.log(
    `versions kept: ${kept_.rows} (${perDoc.rows.map((r) => `${r.doc_type} ${r.n}`).join(', ')}), table with indexes ${kib(kept_.bytes)}`,
  );
  console.log(`bin: ${bin.rows} items, ${kib(bin.bytes)}`);
  console.log(
    `without coalescing or pruning: ${recorded} versions, about ${kib(recorded * stored)} of snapshots`,
  );
  console.log(
    `per account after ${DAYS} days: ${kib(kept_.bytes + bin.bytes)} (versions and bin, with indexes)`,
  );
  await handle.close();
}

await main();
