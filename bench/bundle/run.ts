// The JavaScript each page of the web app loads before it can show itself,
// from the production build's manifest (apps/web/dist/.vite/manifest.json):
// the shell (the entry with everything it imports, and the app's start the
// entry imports), the page's own chunk with everything that adds, and the
// texts of one language. Raw and gzip bytes, as the server
// compresses them. Asserts nothing.
// Usage: npm run build -w apps/web && npx tsx bench/bundle/run.ts [--dist <dir>]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../lib/server';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  name?: string;
}
type Manifest = Record<string, ManifestChunk>;

const { values: args } = parseArgs({
  options: { dist: { type: 'string', default: path.join(repoRoot, 'apps/web/dist') } },
});
const dist = args.dist;
const manifest = JSON.parse(
  readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
) as Manifest;

const PAGES: Record<string, string> = {
  'home (/ui)': 'src/features/home/HomePage.tsx',
  'login (/ui/login)': 'src/features/auth/LoginPage.tsx',
  'profile editor': 'src/features/profile/ProfileEditPage.tsx',
  'CV studio': 'src/features/cv/studio/CvStudioPage.tsx',
};

/** A chunk with every chunk it imports statically (what the browser loads before running it). */
function closure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, into);
  return into;
}

const sizes = new Map<string, { raw: number; gzip: number }>();
function size(keys: Iterable<string>) {
  let raw = 0;
  let gzip = 0;
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (!file) continue;
    let known = sizes.get(file);
    if (!known) {
      const bytes = readFileSync(path.join(dist, file));
      known = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      sizes.set(file, known);
    }
    raw += known.raw;
    gzip += known.gzip;
  }
  return { raw, gzip, count: [...keys].length };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('no entry in the manifest');
// The shell every page needs: the entry, and the app's start where the entry only imports it.
const entry = closure(entryKey);
if (manifest['src/app/start.tsx']) closure('src/app/start.tsx', entry);
// One language's texts, when the build has them apart (a chunk the entry imports dynamically).
const language = Object.keys(manifest).filter((key) => manifest[key]?.name === 'en');

console.log(`# JavaScript per page (${path.relative(repoRoot, dist)})`);
console.log('| | chunks | raw KiB | gzip KiB |');
console.log('|---|---:|---:|---:|');
const line = (name: string, s: ReturnType<typeof size>) =>
  console.log(`| ${name} | ${s.count} | ${kb(s.raw)} | ${kb(s.gzip)} |`);
line(`entry (${manifest[entryKey]!.file})`, size([entryKey]));
line('shell (entry, app start, their imports)', size(entry));
if (language.length > 0) line('one language (en)', size(language));
for (const [name, source] of Object.entries(PAGES)) {
  if (!manifest[source]) {
    console.log(`| ${name} | not in this build | | |`);
    continue;
  }
  const own = [...closure(source)].filter((key) => !entry.has(key));
  line(`${name}: its own chunks`, size(own));
  line(`${name}: all before it shows`, size(new Set([...entry, ...language, ...own])));
}
