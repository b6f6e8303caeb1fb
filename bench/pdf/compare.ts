/**
 * The CV engine of another git ref against the working tree's, in one run:
 * each engine in its own process with its own code and node_modules (the
 * ref in a worktree, see refWorktree), both fed the same CV data from this
 * tree, their measurements interleaved in batches so that whatever else the
 * machine does hits both alike. Prints figures, asserts nothing.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CvData } from '@cv/shared';
import { describeMachine } from '../lib/machine';
import { refWorktree, workingTreeLabel } from '../lib/ref-worktree';
import { repoRoot } from '../lib/server';
import { figures, ms } from '../lib/stats';
import { EngineProcess } from './engine-process';
import type { Variation } from './vary';

export interface CompareOptions {
  ref: string;
  /** Measured renders per design and engine. */
  renders: number;
  /** Renders per batch: the engines take turns after each. */
  batch: number;
  warmUp: number;
  /** Requests in flight in the pool runs. */
  concurrency: number;
  data: CvData;
  picture: Uint8Array;
  variation: Variation;
  /** The document line of the heading. */
  document: string;
}

export async function compareWithRef(options: CompareOptions): Promise<void> {
  const ref = refWorktree(options.ref);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cv-bench-compare-'));
  const dataFile = path.join(dir, 'cv-data.json');
  const pictureFile = path.join(dir, 'picture.jpg');
  await writeFile(dataFile, JSON.stringify(options.data));
  await writeFile(pictureFile, options.picture);
  const runnerArgs = [dataFile, pictureFile, options.variation];

  console.log(`# PDF engine: ${ref.ref} against the working tree`);
  console.log(describeMachine());
  console.log(`old: ${ref.ref} = ${ref.commit.slice(0, 12)} "${ref.subject}" (${ref.dir})`);
  console.log(`new: working tree ${workingTreeLabel()}`);
  console.log(`${options.document}\n`);

  const [old, current] = await Promise.all([
    EngineProcess.start('old', ref.dir, runnerArgs),
    EngineProcess.start('new', repoRoot, runnerArgs),
  ]);
  try {
    const designs = current.designs.filter((d) => old.designs.includes(d));
    const onlyNew = current.designs.filter((d) => !old.designs.includes(d));
    const engines = { old: old.engine, new: current.engine };
    await compareRenders(engines, designs, options);
    if (onlyNew.length) console.log(`\nnot in ${ref.ref}: ${onlyNew.join(', ')}`);
    await comparePools(engines, designs, options);
  } finally {
    await Promise.all([old.engine.close(), current.engine.close()]);
    await rm(dir, { recursive: true, force: true });
  }
}

interface Engines {
  old: EngineProcess;
  new: EngineProcess;
}

/** Turn `round`'s order: old first, then new first, so neither always follows the other. */
const inTurn = (engines: Engines, round: number) =>
  round % 2 === 0 ? [engines.old, engines.new] : [engines.new, engines.old];

async function compareRenders(engines: Engines, designs: string[], options: CompareOptions) {
  console.log(
    `## Warm renders, one thread per engine (${options.renders} per design and engine after ${options.warmUp} warm-up, in turns of ${options.batch})\n`,
  );
  console.log(
    '| design | old p50 ms | old p95 ms | new p50 ms | new p95 ms | new/old p50 | pages old/new |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const design of designs) {
    let measured: Map<EngineProcess, { samples: number[]; pages: number }>;
    try {
      measured = await measureDesign(engines, design, options);
    } catch (error) {
      // One design that no longer (or not yet) renders should not hide the others' figures.
      console.log(`| ${design} | ${(error as Error).message.replace(/[|\n]/g, ' ')} |`);
      continue;
    }
    const old = measured.get(engines.old)!;
    const current = measured.get(engines.new)!;
    const o = figures(old.samples);
    const n = figures(current.samples);
    console.log(
      `| ${design} | ${ms(o.p50)} | ${ms(o.p95)} | ${ms(n.p50)} | ${ms(n.p95)} | ${(n.p50 / o.p50).toFixed(2)} | ${old.pages}/${current.pages} |`,
    );
  }
}

/** Each engine's timings of one design and the pages of its last PDF, batches in turn. */
async function measureDesign(engines: Engines, design: string, options: CompareOptions) {
  const { renders, batch, warmUp } = options;
  const measured = new Map<EngineProcess, { samples: number[]; pages: number }>();
  for (const engine of inTurn(engines, 0)) {
    await engine.ask({ type: 'batch', design, renders: warmUp }, 'batch');
    measured.set(engine, { samples: [], pages: 0 });
  }
  for (let round = 0, done = 0; done < renders; round++, done += batch) {
    for (const engine of inTurn(engines, round)) {
      const reply = await engine.ask(
        { type: 'batch', design, renders: Math.min(batch, renders - done) },
        'batch',
      );
      const soFar = measured.get(engine)!;
      soFar.samples.push(...reply.samples);
      soFar.pages = reply.pages;
    }
  }
  return measured;
}

async function comparePools(engines: Engines, designs: string[], options: CompareOptions) {
  const total = options.renders * 2;
  const run = (engine: EngineProcess, pdfs: number) =>
    engine.ask({ type: 'pool', total: pdfs, concurrency: options.concurrency, designs }, 'pool');
  // Starts each pool (its workers warm up on every design) and its code paths.
  for (const engine of inTurn(engines, 0)) await run(engine, designs.length * 2);
  // Two runs each, so that a drift of the machine's load hits both alike.
  const order = [engines.old, engines.new, engines.new, engines.old];
  const seconds = new Map<EngineProcess, number>();
  let workers = 0;
  for (const engine of order) {
    const reply = await run(engine, total);
    seconds.set(engine, (seconds.get(engine) ?? 0) + reply.seconds);
    workers = reply.workers;
  }
  const rate = (engine: EngineProcess) => (2 * total) / seconds.get(engine)!;
  console.log(
    `\n## Worker pool (${workers} workers, ${options.concurrency} in flight, designs in turn; 2 runs of ${total} PDFs per engine: old, new, new, old)\n`,
  );
  console.log('| engine | PDFs/s |');
  console.log('|---|---|');
  console.log(`| old | ${rate(engines.old).toFixed(0)} |`);
  console.log(`| new | ${rate(engines.new).toFixed(0)} |`);
  console.log(`\nnew/old: ${(rate(engines.new) / rate(engines.old)).toFixed(2)}`);
}
