import { parseArgs } from 'node:util';
import { CV_DESIGN_IDS, LOCALES, type CvDesignId, type Locale } from '@cv/shared';
import { createCvRenderer } from '../../src/features/cv-engine/cv-render';
import { samplePhoto } from '../../src/features/cv-engine/cv-sample-photo';
import { LONG_PROFILE_IDS, longProfile, type LongProfileId } from '../long-profiles';
import { CHECK_IDS, checkCv, type CvQualityResult } from './check-cv';
import { formatTagTree, readTagTree } from './tag-tree';

/**
 * Renders both long profiles in every design and language with the current
 * templates, runs every quality check and prints a table (one row per
 * design, language and profile: pages, violations per check, hyphenated line
 * ends, fit to two pages), then the violations.
 *
 *   cd apps/server && npx tsx test/cv-quality/report.ts [--design modern] [--lang de]
 *     [--profile engineer] [--no-photo] [--only text-order] [--tree]
 *
 * `--tree` prints each CV's tag tree after its violations.
 */

const { values } = parseArgs({
  options: {
    design: { type: 'string', multiple: true },
    lang: { type: 'string', multiple: true },
    profile: { type: 'string', multiple: true },
    only: { type: 'string', multiple: true },
    'no-photo': { type: 'boolean', default: false },
    tree: { type: 'boolean', default: false },
  },
});

function pick<T extends string>(
  all: readonly T[],
  wanted: string[] | undefined,
  what: string,
): T[] {
  if (!wanted) return [...all];
  const unknown = wanted.filter((w) => !all.includes(w as T));
  if (unknown.length > 0)
    throw new Error(`unknown ${what}: ${unknown.join(', ')} (${all.join(', ')})`);
  return wanted as T[];
}

const designs = pick<CvDesignId>(CV_DESIGN_IDS, values.design, 'design');
const langs = pick<Locale>(LOCALES, values.lang, 'language');
const profiles = pick<LongProfileId>(LONG_PROFILE_IDS, values.profile, 'profile');
const checks = pick(CHECK_IDS, values.only, 'check');
const picture = values['no-photo'] ? null : await samplePhoto();

interface Row {
  design: CvDesignId;
  lang: Locale;
  profile: LongProfileId;
  result: CvQualityResult;
  fit: string;
  tree: string[];
}

const renderer = createCvRenderer();
const rows: Row[] = [];
for (const design of designs) {
  for (const lang of langs) {
    for (const profile of profiles) {
      const data = longProfile(profile, lang);
      const rendered = renderer.renderCv({ design, data, picture, format: 'pdf' });
      if (rendered.format !== 'pdf') throw new Error('expected a PDF');
      const fitted = renderer.renderCv({ design, data, picture, format: 'pdf', fitPages: 2 });
      const { status, spacing, fontScale } = fitted.fit;
      rows.push({
        design,
        lang,
        profile,
        result: await checkCv(rendered.pdf, data, design),
        tree: values.tree ? formatTagTree((await readTagTree(rendered.pdf)).roots) : [],
        fit: `${status} ${fitted.pages}p${status === 'shrunk' ? ` s${spacing} f${fontScale}` : ''}`,
      });
    }
  }
}

const SHORT: Record<(typeof CHECK_IDS)[number], string> = {
  unbroken: 'unbrk',
  'protected-words': 'protw',
  'hyphen-breaks': 'hyphb',
  'hyphen-runs': 'runs',
  'text-order': 'order',
  artefacts: 'artef',
  structure: 'struct',
};

const header = [
  'design',
  'lang',
  'profile',
  'pages',
  ...checks.map((c) => SHORT[c]),
  'hyph/pg',
  'maxrun',
  'fit 2 pages',
];
const table = rows.map((row) => [
  row.design,
  row.lang,
  row.profile,
  String(row.result.pages),
  ...checks.map((c) => String(row.result.violations[c].length)),
  row.result.hyphens.perPage.join(','),
  String(row.result.hyphens.longestRun),
  row.fit,
]);
const widths = header.map((h, i) =>
  Math.max(h.length, ...table.map((cells) => cells[i]?.length ?? 0)),
);
const line = (cells: string[]) =>
  cells
    .map((c, i) => c.padEnd(widths[i] ?? 0))
    .join('  ')
    .trimEnd();
console.log(line(header));
for (const cells of table) console.log(line(cells));
console.log(`\nColumns: ${checks.map((c) => `${SHORT[c]} = ${c}`).join(', ')}.`);

for (const row of rows) {
  const found = checks.filter((c) => row.result.violations[c].length > 0);
  if (found.length === 0 && row.tree.length === 0) continue;
  console.log(`\n## ${row.design} ${row.lang} ${row.profile}`);
  for (const check of found) {
    console.log(`${check}:`);
    for (const violation of row.result.violations[check]) console.log(`  - ${violation}`);
  }
  if (row.tree.length > 0) console.log(`tag tree:\n${row.tree.map((l) => `  ${l}`).join('\n')}`);
}
