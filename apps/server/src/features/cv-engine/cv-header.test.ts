import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CV_DESIGN_IDS, LOCALES, type Locale } from '@cv/shared';
import { createCvRenderer } from './cv-render';
import { samplePhoto } from './cv-sample-photo';
import { sampleCvData } from './cv-sample-profile';

/**
 * The header of every design with the longest things people put there: a
 * long double name, a long job title and a full address. The name keeps to
 * two lines and the job title breaks between words only (never "Engi-neer").
 */

const renderer = createCvRenderer();
const photo = await samplePhoto();

const JOB_TITLE: Record<Locale, string> = {
  en: 'Principal Software Engineer for Distributed Systems and Platform Infrastructure',
  de: 'Leitende Softwareentwicklerin für verteilte Systeme und Plattform-Infrastruktur',
};

function longHeader(lang: Locale) {
  const data = sampleCvData(lang);
  data.person.firstName = 'Maximiliane Charlotte';
  data.person.lastName = 'von Hohenzollern-Schäfer';
  data.person.jobTitle = JOB_TITLE[lang];
  data.person.email = 'maximiliane.von-hohenzollern-schaefer@example-company.com';
  data.person.address = {
    street: 'Kurfürstendamm',
    houseNumber: '123a',
    postcode: '10711',
    city: 'Berlin-Charlottenburg',
    country: lang === 'de' ? 'Deutschland' : 'Germany',
  };
  return data;
}

/** Page 1 as pdftotext reads it, lines trimmed. */
function firstPageLines(pdf: Uint8Array): string[] {
  return execFileSync('pdftotext', ['-f', '1', '-l', '1', '-enc', 'UTF-8', '-', '-'], {
    input: pdf,
    stdio: ['pipe', 'pipe', 'ignore'],
  })
    .toString('utf8')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

/**
 * Lines joined as a reader joins them: a line ending in a hyphen runs on
 * without a space. Hyphens are left out of the comparison, because
 * pdftotext drops the one at a line end; hyphenation that Typst added shows
 * as a soft hyphen (U+00AD), checked separately.
 */
function joinLines(lines: string[]): string {
  return lines.reduce(
    (text, line) => (text === '' || text.endsWith('-') ? text + line : `${text} ${line}`),
    '',
  );
}

/** How many lines from `from` it takes to read `text`; Infinity when they never do. */
function linesToRead(lines: string[], from: number, wanted: string): number {
  const text = wanted.replace(/-/g, '');
  for (let n = 1; from + n <= lines.length && n <= 6; n++) {
    const read = joinLines(lines.slice(from, from + n)).replace(/-/g, '');
    if (read.includes(text)) return n;
    if (!text.startsWith(read.slice(0, text.length))) break;
  }
  return Infinity;
}

describe('CV header with a long name, job title and address', () => {
  for (const design of CV_DESIGN_IDS) {
    for (const lang of LOCALES) {
      it(`${design} (${lang}): the name in at most two lines, the job title unhyphenated`, () => {
        const data = longHeader(lang);
        const result = renderer.renderCv({ design, data, picture: photo, format: 'pdf' });
        if (result.format !== 'pdf') throw new Error('expected a PDF');
        const lines = firstPageLines(result.pdf).map((line) => line.replace(/\u00ad$/, '\u00ad-'));
        const name = 'Maximiliane Charlotte von Hohenzollern-Schäfer';
        const nameAt = lines.findIndex((line) =>
          name.toLowerCase().startsWith(line.toLowerCase().slice(0, 11)),
        );
        expect(nameAt, lines.slice(0, 8).join(' | ')).toBeGreaterThanOrEqual(0);
        // Elegant sets the name in small capitals: compare case-insensitively.
        const lower = lines.map((line) => line.toLowerCase());
        expect(linesToRead(lower, nameAt, name.toLowerCase())).toBeLessThanOrEqual(2);
        const titleAt = lines.findIndex((line) => JOB_TITLE[lang].startsWith(line.slice(0, 12)));
        expect(titleAt, lines.slice(0, 8).join(' | ')).toBeGreaterThan(nameAt);
        expect(linesToRead(lines, titleAt, JOB_TITLE[lang])).toBeLessThanOrEqual(3);
        // No word of the name or the title is split by hyphenation.
        expect(lines.slice(nameAt, titleAt + 3).join(' | ')).not.toContain('\u00ad');
      });
    }
  }
});
