import { describe, expect, it } from 'vitest';
import { buildEntry, buildPrinted, buildTexts } from './synthetic';
import { checkUnbroken, unbrokenItems } from './unbroken';

const printed = buildPrinted({
  contact: [
    { kind: 'email', text: 'anna@platform-engineering.example.com' },
    { kind: 'phone', text: '+49 711 98765-4321' },
    { kind: 'link', text: 'alsg' },
  ],
  entryLinks: ['github.com/alsg/pg-rollout', 'Documentation'],
});
const whole = [
  'Anna-Lena Schäfer-Großmann',
  'anna@platform-engineering.example.com · +49 711 98765-4321',
  'Platform Engineer',
  'Robert Bosch-Müller GmbH · Apr 2021 – present',
  'github.com/alsg/pg-rollout',
].join('\n');

describe('unbrokenItems', () => {
  it('takes the name, e-mail, phone, addresses and periods; not a user name or a link label', () => {
    expect(unbrokenItems(printed).map((item) => item.text)).toEqual([
      'Anna-Lena Schäfer-Großmann',
      'anna@platform-engineering.example.com',
      '+49 711 98765-4321',
      'github.com/alsg/pg-rollout',
      'Apr\u00a02021 – present',
    ]);
  });
});

describe('checkUnbroken', () => {
  it('passes details that stand whole on their lines in both readers', () => {
    expect(checkUnbroken(buildTexts({ pdftotext: [whole] }), printed)).toEqual([]);
  });

  it('finds an e-mail broken at its hyphen: kept by pdf.js, dropped by pdftotext', () => {
    const texts = buildTexts({
      pdftotext: [whole.replace('platform-engineering', 'platformengineering')],
      pdfjs: [whole.replace('platform-engineering', 'platform-\nengineering')],
    });
    expect(checkUnbroken(texts, printed)).toEqual([
      'e-mail "anna@platform-engineering.example.com": pdftotext: p.1 l.2 "ANNA@PLATFORMENGINEERING.EXAMPLE.COM"; pdf.js: p.1 l.2 "ANNA@PLATFORM-⏎ENGINEERING.EXAMPLE.COM"',
    ]);
  });

  it('finds a period broken at a space and a missing phone number', () => {
    const texts = buildTexts({
      pdftotext: [
        whole.replace('2021 – present', '2021 –\npresent').replace('+49 711 98765-4321', ''),
      ],
    });
    expect(checkUnbroken(texts, printed)).toEqual([
      'phone "+49 711 98765-4321": pdftotext: not found; pdf.js: not found',
      'period "Apr\u00a02021 – present": pdftotext: p.1 l.4 "APR 2021 –⏎PRESENT"; pdf.js: p.1 l.4 "APR 2021 –⏎PRESENT"',
    ]);
  });

  it('lets the name break between first and last name, nowhere else', () => {
    const between = whole.replace('Anna-Lena Schäfer', 'Anna-Lena\nSchäfer');
    expect(checkUnbroken(buildTexts({ pdftotext: [between] }), printed)).toEqual([]);
    const inside = whole.replace('Schäfer-Großmann', 'Schäfer-\nGroßmann');
    expect(checkUnbroken(buildTexts({ pdftotext: [inside] }), printed)[0]).toMatch(/^name /);
  });

  it('checks every period of every entry', () => {
    const withOld = buildPrinted({
      ...printed,
      entries: [buildEntry(), buildEntry({ period: '2009 – 2011' })],
    });
    expect(checkUnbroken(buildTexts({ pdftotext: [whole] }), withOld)).toEqual([
      'period "2009 – 2011": pdftotext: not found; pdf.js: not found',
    ]);
  });
});
