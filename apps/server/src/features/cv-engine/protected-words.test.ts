import { describe, expect, it } from 'vitest';
import { longProfile } from '../../../test/long-profiles';
import { profileTerms, protectText } from './protected-words';

const kept = (runs: ReturnType<typeof protectText>) =>
  runs.filter((run) => run.keep).map((run) => `${run.value}:${run.keep}`);

describe('words kept whole in descriptions', () => {
  const terms = profileTerms(longProfile('engineer', 'en'));

  it('sets words with a hyphen or slash inside whole, and product and profile names unhyphenated', () => {
    const text =
      'Moved (to eu-central-1) with Kubernetes and PostgreSQL, audited to ISO/IEC 27001.';
    const runs = protectText(text, terms);
    expect(kept(runs)).toEqual([
      'eu-central-1:box',
      'Kubernetes:nohyph',
      'PostgreSQL:nohyph',
      'ISO/IEC:box',
    ]);
    // Nothing is lost or added: the runs are the text.
    expect(runs.map((run) => run.value).join('')).toBe(text);
  });

  it('keeps the words of the profile’s skills, companies and places, not the small words between them', () => {
    expect(terms.has('Kubernetes')).toBe(true);
    expect(terms.has('Leinfelden-Echterdingen')).toBe(true);
    expect(terms.has('GmbH')).toBe(true);
    expect(terms.has('and')).toBe(false);
    // German compounds keep their hyphenation: narrow columns need it.
    expect(kept(protectText('Kundenbeziehungsmanagementsystem eingeführt', terms))).toEqual([]);
  });

  it('keeps a compound whole that holds one of the longer terms: a search finds the term in it', () => {
    const de = profileTerms(longProfile('lebenslauf', 'de'));
    expect(de.has('Datenschutz')).toBe(true);
    expect(kept(protectText('Leitung der Datenschutzbeauftragten', de))).toEqual([
      'Datenschutzbeauftragten:nohyph',
    ]);
    // Short terms ("SAP") inside other words keep nothing: "Sapporo" is no search for SAP.
    expect(kept(protectText('Reise nach Sapporo', new Set(['SAP'])))).toEqual([]);
  });

  it('leaves a word too long for a narrow column breakable at its hyphens', () => {
    const long = 'Datenschutz-Folgenabschätzungs-Rahmenwerkbeschreibung';
    expect(kept(protectText(long, new Set()))).toEqual([]);
  });

  it('answers a text by the terms it is protected against, however often it was asked before', () => {
    const text = 'Migrated the Reporting service';
    expect(kept(protectText(text, new Set(['Reporting'])))).toEqual(['Reporting:nohyph']);
    expect(kept(protectText(text, new Set(['Reporting'])))).toEqual(['Reporting:nohyph']);
    // Another profile's terms, the same text: its own answer.
    expect(kept(protectText(text, new Set(['Migrated'])))).toEqual(['Migrated:nohyph']);
    expect(kept(protectText(text, new Set()))).toEqual([]);
  });
});
