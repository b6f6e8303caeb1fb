import type { CvData } from '@cv/shared';
import type { Variation } from './vary';
import { sampleCvData } from '../../apps/server/src/features/cv-engine/cv-sample-profile';
import { longProfile } from '../../apps/server/test/long-profiles';

/**
 * The documents the PDF benchmarks can render (`--profile`): the standard
 * sample CV in German (two to three pages), and the long test profiles
 * (three and more pages): the platform engineer in English, the German
 * Lebenslauf.
 */
export const BENCH_PROFILES = ['sample', 'long-en', 'long-de'] as const;
export type BenchProfile = (typeof BENCH_PROFILES)[number];

export function isBenchProfile(name: string): name is BenchProfile {
  return (BENCH_PROFILES as readonly string[]).includes(name);
}

/** The CV data of a benchmark document. */
export function benchProfileData(name: BenchProfile): CvData {
  switch (name) {
    case 'sample':
      return sampleCvData('de');
    case 'long-en':
      return longProfile('engineer', 'en');
    case 'long-de':
      return longProfile('lebenslauf', 'de');
  }
}

/** One line on what a document holds, for the figures' heading. */
export function describeDocument(
  name: BenchProfile,
  data: CvData,
  picture: Uint8Array,
  variation: Variation,
): string {
  const counts = Object.entries(data)
    .filter(([, value]) => Array.isArray(value) && value.length > 0)
    .map(([key, value]) => `${(value as unknown[]).length} ${key}`);
  return `document: profile ${name} (${counts.join(', ')}), photo ${Math.round(picture.length / 1024)} KiB, lang=${data.lang}; each render varied: ${variation === 'bio' ? 'the profile text (a small edit)' : 'every description line (another CV)'}`;
}
