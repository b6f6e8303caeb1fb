/**
 * How the renderer's memory grows over many renders of different CVs.
 *
 *   npx tsx bench/pdf/memory.ts [--renders 600] [--every 100] [--profile long-en]
 *
 * One render pool of one worker thread (the production pool, in this
 * process). Each render is a different CV (`--vary all`), as between users.
 * Prints the process's resident memory every `--every` renders and the growth
 * per render. Memory, not time: a busy machine changes the pace, not the
 * figures.
 */
import { parseArgs } from 'node:util';
import { CvRenderPool } from '../../apps/server/src/features/cv-engine/cv-render-pool';
import { benchProfileData, isBenchProfile } from './profiles';
import { variant } from './vary';

const { values } = parseArgs({
  options: {
    renders: { type: 'string', default: '600' },
    every: { type: 'string', default: '100' },
    profile: { type: 'string', default: 'long-en' },
  },
});
const renders = Number(values.renders);
const every = Number(values.every);
if (!isBenchProfile(values.profile)) throw new Error(`unknown profile ${values.profile}`);
const data = benchProfileData(values.profile);

const mib = (bytes: number) => bytes / 2 ** 20;
const pool = new CvRenderPool({ size: 1 });
await pool.ready();
const start = mib(process.memoryUsage().rss);
const row = [start.toFixed(0)];
for (let n = 1; n <= renders; n++) {
  await pool.renderCv({ design: 'classic', data: variant(data, n, 'all'), format: 'pdf' });
  if (n % every === 0) row.push(mib(process.memoryUsage().rss).toFixed(0));
}
await pool.close();
const growth = (mib(process.memoryUsage().rss) - start) / renders;

const header = [
  'RSS MiB at start',
  ...Array.from({ length: Math.floor(renders / every) }, (_, i) => `after ${(i + 1) * every}`),
  'growth per render',
];
console.log(`${renders} renders of the ${values.profile} profile (Classic), one worker thread`);
console.log(`| ${header.join(' | ')} |`);
console.log(`|${header.map(() => '---').join('|')}|`);
console.log(`| ${[...row, `${growth.toFixed(2)} MiB`].join(' | ')} |`);
