/**
 * One CV engine in its own process, run by compare.ts with `npx tsx` in the
 * root of a git tree (the working tree, or another ref's worktree), so each
 * engine runs with its own code and node_modules. It loads that tree's
 * renderer and worker pool by path and answers the commands of
 * engine-protocol.ts.
 *
 *   npx tsx <this file> <cv-data.json> <picture.jpg> <bio|all>   (cwd: the tree; see vary.ts)
 *
 * Imports nothing of the tree it lives in but vary.ts and types: those
 * would come from the wrong tree.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { REPLY_PREFIX, type EngineCommand, type EngineReply } from './engine-protocol';
import { VARIATIONS, variant, type Variation } from './vary';

/** The engine's surface this runner uses; older refs have at least this. */
interface Rendered {
  pages: number;
  pdf?: Uint8Array;
}
interface RenderRequest {
  design: string;
  data: unknown;
  picture: Uint8Array;
  format: 'pdf';
}
interface Renderer {
  renderCv(request: RenderRequest): Rendered;
}
interface Pool {
  size: number;
  ready?(): Promise<void>;
  renderCv(request: RenderRequest): Promise<Rendered>;
  close(): Promise<void>;
}

const [dataFile, pictureFile, variation] = process.argv.slice(2) as [string?, string?, Variation?];
if (!dataFile || !pictureFile || !variation || !VARIATIONS.includes(variation)) {
  throw new Error('usage: engine-runner.ts <cv-data.json> <picture> <bio|all>');
}
const root = process.cwd();
const fromTree = (file: string) => import(pathToFileURL(path.join(root, file)).href);
const engineDir = 'apps/server/src/features/cv-engine';

const { createCvRenderer } = (await fromTree(`${engineDir}/cv-render.ts`)) as {
  createCvRenderer(): Renderer;
};
const { CvRenderPool } = (await fromTree(`${engineDir}/cv-render-pool.ts`)) as {
  CvRenderPool: new () => Pool;
};
// The tree's own shared package, as its server resolves it.
const shared = createRequire(path.join(root, 'apps/server/package.json')).resolve('@cv/shared');
const { CV_DESIGN_IDS } = (await import(pathToFileURL(shared).href)) as {
  CV_DESIGN_IDS: readonly string[];
};

const data = JSON.parse(await readFile(dataFile, 'utf8')) as { person: { bio?: string | null } };
const picture = new Uint8Array(await readFile(pictureFile));
const renderer = createCvRenderer();
let pool: Pool | undefined;
/** Counts every render of this process: both engines see the same sequence of data. */
let renders = 0;

const request = (design: string): RenderRequest => ({
  design,
  data: variant(data, ++renders, variation),
  picture,
  format: 'pdf',
});

function reply(message: EngineReply) {
  process.stdout.write(`${REPLY_PREFIX}${JSON.stringify(message)}\n`);
}

function batch(design: string, count: number): EngineReply {
  const samples: number[] = [];
  let last: Rendered | undefined;
  for (let i = 0; i < count; i++) {
    const next = request(design);
    const start = performance.now();
    last = renderer.renderCv(next);
    samples.push(performance.now() - start);
  }
  return { type: 'batch', samples, pages: last?.pages ?? 0, bytes: last?.pdf?.length ?? 0 };
}

async function poolRun(
  total: number,
  concurrency: number,
  designs: string[],
): Promise<EngineReply> {
  pool ??= new CvRenderPool();
  await pool.ready?.();
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        await pool!.renderCv(request(designs[next++ % designs.length]!));
      }
    }),
  );
  return { type: 'pool', seconds: (performance.now() - start) / 1000, workers: pool.size };
}

/** The message and what the engine's error carries (Typst's diagnostics). */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const details = (error as { details?: unknown }).details;
  return details ? `${error.message} ${JSON.stringify(details)}` : error.message;
}

reply({ type: 'ready', designs: [...CV_DESIGN_IDS] });
for await (const line of createInterface({ input: process.stdin })) {
  const command = JSON.parse(line) as EngineCommand;
  if (command.type === 'close') break;
  try {
    reply(
      command.type === 'batch'
        ? batch(command.design, command.renders)
        : await poolRun(command.total, command.concurrency, command.designs),
    );
  } catch (error) {
    reply({ type: 'error', message: describeError(error) });
  }
}
await pool?.close();
