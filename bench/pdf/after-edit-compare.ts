import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pdfText } from '../../apps/server/test/pdf-inspect';
import { refWorktree, workingTreeLabel } from '../lib/ref-worktree';
import { seedPublicProfile } from '../lib/seed';
import { startServer, tempDataDir, type RunningServer } from '../lib/server';
import { logIn } from '../lib/session';
import { figures, ms } from '../lib/stats';
import { jobEditor, showsEdit, timedPdfAfterEdit } from './after-edit';

/**
 * A fresh PDF right after an edit through HTTP, another git ref's production
 * build against the working tree's, in one run: both servers run side by side
 * on PGlite, each with its own copy of the same seeded profile, and take turns
 * round by round (an edit of the first job, then a timed GET /api/cv/pdf), so
 * that whatever else the machine does hits both alike. Prints figures, asserts
 * nothing. Both databases are seeded by this tree's code: a ref with another
 * schema is no fair comparison.
 */
export async function compareAfterEditWithRef(options: {
  ref: string;
  designs: readonly string[];
  lang: string;
  /** Timed rounds per design and server. */
  rounds: number;
  /** Rounds of every design before any is timed. */
  warmUp: number;
  picture: Uint8Array;
}): Promise<void> {
  const ref = refWorktree(options.ref);
  if (!existsSync(path.join(ref.dir, 'apps/server/dist/server.js'))) {
    console.error(`npm run build in ${ref.dir}`);
    execFileSync('npm', ['run', 'build'], {
      cwd: ref.dir,
      stdio: ['ignore', process.stderr, process.stderr],
    });
  }
  const servers: { label: 'old' | 'new'; server: RunningServer; dataDir: string }[] = [];
  try {
    for (const [label, root, port] of [
      ['old', ref.dir, 18091],
      ['new', undefined, 18092],
    ] as const) {
      const dataDir = await tempDataDir();
      await seedPublicProfile({ DATA_DIR: dataDir }, { picture: options.picture });
      const server = await startServer({ port, dataDir, env: {}, ...(root ? { root } : {}) });
      servers.push({ label, server, dataDir });
    }
    const sides = await Promise.all(
      servers.map(async ({ label, server }) => {
        const cookie = await logIn(server.url, 'bench.user');
        return { label, server, cookie, edit: await jobEditor(server.url, cookie) };
      }),
    );
    const round = (side: (typeof sides)[number], design: string) =>
      timedPdfAfterEdit(side.server.url, side.cookie, side.edit, design, options.lang);
    for (let i = 0; i < options.warmUp; i++) {
      for (const design of options.designs) for (const side of sides) await round(side, design);
    }
    const rows: { design: string; old: number[]; new: number[] }[] = [];
    for (const design of options.designs) {
      const row = { design, old: [] as number[], new: [] as number[] };
      for (let i = 0; i < options.rounds; i++) {
        // Each takes the first turn every other round.
        for (const side of i % 2 ? [...sides].reverse() : sides) {
          const { took, pdf, marker, url } = await round(side, design);
          if (i === 0) showsEdit(pdfText(pdf), marker, url);
          row[side.label].push(took);
        }
      }
      rows.push(row);
    }

    console.log(
      `\n## HTTP: a fresh PDF right after an edit, ${ref.ref} (${ref.commit.slice(0, 12)}) against ${workingTreeLabel()}\n`,
    );
    console.log(
      `Both production builds side by side on PGlite, in turns: an edit of the first job, then GET /api/cv/pdf timed; ${options.rounds} per design and server after ${options.warmUp} rounds of every design.\n`,
    );
    console.log('| design | old p50 ms | old p95 ms | new p50 ms | new p95 ms | new/old p50 |');
    console.log('|---|---|---|---|---|---|');
    const all = { old: [] as number[], new: [] as number[] };
    for (const row of rows) {
      const [o, n] = [figures(row.old), figures(row.new)];
      all.old.push(...row.old);
      all.new.push(...row.new);
      console.log(
        `| ${row.design} | ${ms(o.p50)} | ${ms(o.p95)} | ${ms(n.p50)} | ${ms(n.p95)} | ${(n.p50 / o.p50).toFixed(2)} |`,
      );
    }
    const [o, n] = [figures(all.old), figures(all.new)];
    console.log(
      `| all | ${ms(o.p50)} | ${ms(o.p95)} | ${ms(n.p50)} | ${ms(n.p95)} | ${(n.p50 / o.p50).toFixed(2)} |`,
    );
  } finally {
    for (const { server, dataDir } of servers) {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
}
