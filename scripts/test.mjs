#!/usr/bin/env node
// `npm test`: every check of the repository, in two lanes that run side by
// side on a two-core machine. One lane holds the two suites that keep both
// cores busy on their own: the server's integration tests (on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL), then the browser suite. The other lane
// builds the app first, then runs the rest: typecheck, lint and format check,
// the shared tests, the server's unit tests (the CV engine's renders, here to
// even out the lanes) and the web tests. Each stage's output is printed
// when the stage ends, followed by a table of every stage's time. A failing
// stage stops only the stages that need it (the browser suite needs the
// build), so that one run reports every failure.
//
//   node scripts/test.mjs [--skip-e2e]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const skipE2e = process.argv.includes('--skip-e2e');

/**
 * @typedef {object} Stage
 * @property {string} name
 * @property {string} command
 * @property {string[]} args
 * @property {string} [needs] a stage that must have passed first
 */

/** @type {Stage[][]} */
const lanes = [
  [
    {
      name: 'server integration',
      command: 'npm',
      args: ['run', 'test:integration', '-w', 'apps/server'],
    },
    ...(skipE2e
      ? []
      : [
          {
            name: 'browser tests',
            command: 'node',
            args: ['scripts/e2e.mjs', '--no-build'],
            needs: 'build',
          },
        ]),
  ],
  [
    // First, so that the browser suite never waits for it.
    ...(skipE2e ? [] : [{ name: 'build', command: 'npm', args: ['run', 'build'] }]),
    { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
    { name: 'lint and format', command: 'npm', args: ['run', 'lint'] },
    { name: 'shared tests', command: 'npm', args: ['run', 'test', '-w', 'packages/shared'] },
    { name: 'server unit tests', command: 'npm', args: ['run', 'test:unit', '-w', 'apps/server'] },
    { name: 'web tests', command: 'npm', args: ['run', 'test', '-w', 'apps/web'] },
  ],
];

/** @type {{ name: string, seconds: number, cpu?: number, status: string }[]} */
const results = [];

/**
 * GNU time, where installed, reports each stage's CPU seconds (its processes
 * and theirs): on two cores the run is bound by CPU, so that is the figure to
 * shrink, and it changes less than wall time with what runs beside it. The
 * browser suite's figure leaves out Chromium's renderers (not reaped by the
 * stage); `.ci/run` prints the whole machine's CPU.
 */
const gnuTime = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
const cpuDir = mkdtempSync(path.join(tmpdir(), 'cv-test-cpu-'));
process.on('exit', () => rmSync(cpuDir, { recursive: true, force: true }));

/** Runs one stage with its output kept until it ends, so that lanes do not interleave. */
function runStage(stage) {
  const started = performance.now();
  const cpuFile = path.join(cpuDir, `${stage.name.replaceAll(' ', '-')}.txt`);
  const [command, args] = gnuTime
    ? [gnuTime, ['-f', '%U %S', '-o', cpuFile, stage.command, ...stage.args]]
    : [stage.command, stage.args];
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const finish = (code) => {
      const seconds = (performance.now() - started) / 1000;
      const ok = code === 0;
      process.stdout.write(`\n===== ${stage.name} (${seconds.toFixed(0)} s) =====\n`);
      process.stdout.write(Buffer.concat(output));
      process.stdout.write(
        `===== ${stage.name}: ${ok ? 'passed' : `FAILED (exit ${code})`} =====\n`,
      );
      results.push({
        name: stage.name,
        seconds,
        cpu: readCpu(cpuFile),
        status: ok ? 'passed' : 'FAILED',
      });
      resolve(ok);
    };
    child.on('error', (err) => {
      output.push(Buffer.from(`${err.stack ?? err}\n`));
      finish(1);
    });
    child.on('close', finish);
  });
}

/** @returns {number | undefined} user and system seconds written by GNU time */
function readCpu(file) {
  if (!existsSync(file)) return undefined;
  const numbers = readFileSync(file, 'utf8').trim().split('\n').at(-1)?.split(' ').map(Number);
  return numbers?.length === 2 && numbers.every(Number.isFinite)
    ? numbers[0] + numbers[1]
    : undefined;
}

/** Each stage's outcome, settled when it ends or is skipped, for the stages that need it. */
const outcomes = new Map(
  lanes.flat().map((stage) => {
    /** @type {(ok: boolean) => void} */
    let settle = () => {};
    /** @type {Promise<boolean>} */
    const outcome = new Promise((resolve) => (settle = resolve));
    return [stage.name, { outcome, settle }];
  }),
);

/** @param {Stage[]} lane */
async function runLane(lane) {
  let allPassed = true;
  for (const stage of lane) {
    const { settle } = outcomes.get(stage.name);
    const ready = stage.needs ? await outcomes.get(stage.needs).outcome : true;
    const ok = ready && (await runStage(stage));
    if (!ready) {
      results.push({ name: stage.name, seconds: 0, status: `not run (${stage.needs} failed)` });
    }
    settle(ok);
    allPassed &&= ok;
  }
  return allPassed;
}

const started = performance.now();
const passed = await Promise.all(lanes.map(runLane));
const total = (performance.now() - started) / 1000;

const cpuColumn = (/** @type {number | undefined} */ cpu) =>
  cpu === undefined ? '' : `${cpu.toFixed(0).padStart(6)} s CPU`;
console.log('\nStage times (two lanes side by side):');
for (const { name, seconds, cpu, status } of results) {
  console.log(
    `  ${name.padEnd(18)} ${seconds.toFixed(0).padStart(5)} s ${cpuColumn(cpu)}  ${status}`,
  );
}
const totalCpu = results.reduce((sum, { cpu }) => sum + (cpu ?? 0), 0);
console.log(
  `  ${'total'.padEnd(18)} ${total.toFixed(0).padStart(5)} s ${gnuTime ? cpuColumn(totalCpu) : ''}`,
);
process.exit(passed.every(Boolean) ? 0 : 1);
