import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './server';

export interface RefTree {
  /** The ref as given, and the commit it names. */
  ref: string;
  commit: string;
  subject: string;
  dir: string;
}

const git = (args: string[], cwd = repoRoot) =>
  execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/**
 * A checkout of another git ref with its own node_modules, for measuring an
 * older version beside the working tree: a detached worktree under the
 * temporary folder, keyed by the commit, so a second run reuses it and its
 * install. Progress goes to stderr; the figures stay on stdout.
 */
export function refWorktree(ref: string): RefTree {
  const commit = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  const subject = git(['log', '-1', '--format=%s', commit]);
  const dir = path.join(os.tmpdir(), `cv-bench-ref-${commit.slice(0, 12)}`);
  if (!existsSync(path.join(dir, '.git'))) {
    // A worktree whose folder was deleted is still registered; forget it first.
    git(['worktree', 'prune']);
    console.error(`git worktree add ${dir} (${ref} = ${commit.slice(0, 12)})`);
    git(['worktree', 'add', '--detach', dir, commit]);
  } else if (git(['rev-parse', 'HEAD'], dir) !== commit) {
    throw new Error(`${dir} is not at ${commit}; remove it (git worktree remove ${dir})`);
  }
  // Written once npm ci has finished: an interrupted install is redone.
  const installed = path.join(dir, 'node_modules', '.cv-bench-installed');
  if (!existsSync(installed)) {
    console.error(`npm ci in ${dir} (its first use; takes a minute)`);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], {
      cwd: dir,
      stdio: ['ignore', process.stderr, process.stderr],
    });
    writeFileSync(installed, `${new Date().toISOString()}\n`);
  }
  return { ref, commit, subject, dir };
}

/** The working tree's commit, marked when it has uncommitted changes. */
export function workingTreeLabel(): string {
  const head = git(['rev-parse', '--short=12', 'HEAD']);
  const dirty = git(['status', '--porcelain', '--untracked-files=no']) !== '';
  return dirty ? `${head} + uncommitted changes` : head;
}
