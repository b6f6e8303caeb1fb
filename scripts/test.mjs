#!/usr/bin/env node
// `npm test`: every check of the repository, in two lanes that run side by
// side. The server's test suite (unit, then integration on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL) uses one core most of the time; the other
// lane runs lint, format check, typecheck, the shared and web tests, the build
// and the browser suite. Each stage's output is printed when the stage ends,
// followed by a table of every stage's time. The first failing stage stops its
// lane; the other lane runs on, so that one run reports every failure.
//
//   node scripts/test.mjs [--skip-e2e]
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const skipE2e = process.argv.includes('--skip-e2e');

/** @typedef {{ name: string, command: string, args: string[] }} Stage */

/** @type {Stage[][]} */
const lanes = [
  [{ name: 'server tests', command: 'npm', args: ['run', 'test', '-w', 'apps/server'] }],
  [
    { name: 'lint and format', command: 'npm', args: ['run', 'lint'] },
    { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
    { name: 'shared tests', command: 'npm', args: ['run', 'test', '-w', 'packages/shared'] },
    { name: 'web tests', command: 'npm', args: ['run', 'test', '-w', 'apps/web'] },
    ...(skipE2e
      ? []
      : [
          { name: 'build', command: 'npm', args: ['run', 'build'] },
          { name: 'browser tests', command: 'node', args: ['scripts/e2e.mjs', '--no-build'] },
        ]),
  ],
];

/** @type {{ name: string, seconds: number, status: string }[]} */
const results = [];

/** Runs one stage with its output kept until it ends, so that lanes do not interleave. */
function runStage(stage) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(stage.command, stage.args, {
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
      results.push({ name: stage.name, seconds, status: ok ? 'passed' : 'FAILED' });
      resolve(ok);
    };
    child.on('error', (err) => {
      output.push(Buffer.from(`${err.stack ?? err}\n`));
      finish(1);
    });
    child.on('close', finish);
  });
}

async function runLane(lane) {
  for (const [index, stage] of lane.entries()) {
    if (!(await runStage(stage))) {
      for (const skipped of lane.slice(index + 1)) {
        results.push({ name: skipped.name, seconds: 0, status: 'not run' });
      }
      return false;
    }
  }
  return true;
}

const started = performance.now();
const outcomes = await Promise.all(lanes.map(runLane));
const total = (performance.now() - started) / 1000;

console.log('\nStage times (two lanes side by side):');
for (const { name, seconds, status } of results) {
  console.log(`  ${name.padEnd(18)} ${seconds.toFixed(0).padStart(5)} s  ${status}`);
}
console.log(`  ${'total'.padEnd(18)} ${total.toFixed(0).padStart(5)} s`);
process.exit(outcomes.every(Boolean) ? 0 : 1);
