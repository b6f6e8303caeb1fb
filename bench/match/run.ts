// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the stop word package ships no types: the server declares them
/// <reference path="../../apps/server/src/features/applications/match/stopword.d.ts" />
// The match report's time for a posting of 1,000 words against a CV of 60
// entries, English and German: the first call (stemmer caches cold) and the
// median, 95th percentile and mean of the next runs. Prints figures; asserts
// nothing. Usage: npx tsx bench/match/run.ts
import { performance } from 'node:perf_hooks';
import {
  matchReport,
  type MatchSource,
} from '../../apps/server/src/features/applications/match/match-report';
import {
  ENGLISH_POSTING,
  GERMAN_POSTING,
} from '../../apps/server/src/features/applications/match/postings.fixture';
import { describeMachine } from '../lib/machine';
import { figures, ms } from '../lib/stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 300);

/** The posting's words again and again, numbered so each repeat adds new words, up to `words`. */
function postingOf(text: string, words: number): string {
  const source = text.split(/\s+/);
  const out: string[] = [];
  for (let i = 0; out.length < words; i++) {
    const word = source[i % source.length]!;
    out.push(
      i >= source.length && i % 17 === 0 ? `${word}${Math.floor(i / source.length)}x` : word,
    );
  }
  return out.join(' ');
}

function cvOf(entries: number): MatchSource[] {
  return Array.from({ length: entries }, (_, i) => ({
    place: { section: 'work-experience', entryId: null, label: `Entry ${i}` },
    texts: [
      `Engineer ${i}`,
      'Built backend services in TypeScript and Go on Kubernetes, with PostgreSQL and Redis; ' +
        'led a team of five, introduced Scrum, cut the cloud bill by a third.',
      'Backend-Dienste in TypeScript auf Kubernetes gebaut, mit PostgreSQL und Redis; ' +
        'ein Team von fünf geführt, Scrum eingeführt.',
    ],
    included: i % 5 !== 0,
  }));
}

console.log(describeMachine());
const cv = cvOf(60);
console.log(`| posting | words | terms | first call ms | p50 ms | p95 ms | mean ms |`);
console.log(`|---|---|---|---|---|---|---|`);
for (const [name, text] of [
  ['English', ENGLISH_POSTING],
  ['German', GERMAN_POSTING],
] as const) {
  const posting = postingOf(text, 1000);
  const input = {
    posting,
    cvId: '00000000-0000-4000-8000-000000000001',
    cvLang: 'en' as const,
    sources: cv,
  };
  const coldStart = performance.now();
  const report = matchReport(input);
  const cold = performance.now() - coldStart;
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    matchReport(input);
    samples.push(performance.now() - start);
  }
  const f = figures(samples);
  console.log(
    `| ${name} | ${posting.split(/\s+/).length} | ${report.terms.length} | ${ms(cold)} | ${ms(f.p50, 2)} | ${ms(f.p95, 2)} | ${ms(f.mean, 2)} |`,
  );
}
