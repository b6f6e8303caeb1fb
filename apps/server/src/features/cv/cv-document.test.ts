import { formatIsoMonthYear, skillLevelKey } from '@cv/shared';
import { describe, expect, it } from 'vitest';
import { translator } from '../../http/i18n';
import { formatPeriod, toTemplateInput, toTextBlocks } from './cv-document';
import { buildCvData, minimalCvData } from '../../../test/cv-fixtures';

const NBSP = '\u00a0';

describe('toTextBlocks', () => {
  it('splits paragraphs at blank lines and keeps single line breaks', () => {
    expect(toTextBlocks('One\nline two\n\nNext paragraph')).toEqual([
      { kind: 'par', lines: ['One', 'line two'] },
      { kind: 'par', lines: ['Next paragraph'] },
    ]);
  });

  it('turns "- ", "– " and "• " lines into lists, but leaves "*" alone', () => {
    expect(toTextBlocks('Intro\n- a\n• b\n– c\n* d')).toEqual([
      { kind: 'par', lines: ['Intro'] },
      { kind: 'list', items: ['a', 'b', 'c'] },
      { kind: 'par', lines: ['* d'] },
    ]);
  });

  it('has no blocks for empty text', () => {
    expect(toTextBlocks(null)).toEqual([]);
    expect(toTextBlocks(' \n\r\n ')).toEqual([]);
  });
});

describe('formatPeriod', () => {
  it('writes month and year in the language, "present" for an open end', () => {
    expect(formatPeriod('2021-03-01', null, 'en').period).toBe(`Mar${NBSP}2021 – present`);
    expect(formatPeriod('2021-03-01', '2023-12-31', 'de').period).toBe(
      `März${NBSP}2021 – Dez.${NBSP}2023`,
    );
  });

  it('prints September as the web app does, from the one month table', () => {
    expect(formatPeriod('2021-09-01', '2022-09-01', 'en').period).toBe(
      `${formatIsoMonthYear('2021-09-01', 'en').replace(' ', NBSP)} – Sep${NBSP}2022`,
    );
    expect(formatPeriod('2021-09-01', null, 'de').period).toBe(`Sept.${NBSP}2021 – heute`);
  });

  it('shows a single month once and nothing without dates', () => {
    expect(formatPeriod('2020-05-01', '2020-05-31', 'en').period).toBe(`May${NBSP}2020`);
    expect(formatPeriod(null, null, 'en').period).toBeNull();
  });
});

describe('toTemplateInput', () => {
  it('groups skills by type in order of first appearance, with level words', () => {
    const input = toTemplateInput(
      buildCvData({
        skills: [
          { name: 'Go', type: 'Languages', level: 4 },
          { name: 'German', type: 'Spoken', level: 5 },
          { name: 'Rust', type: 'Languages', level: 2 },
        ],
      }),
    );
    expect(input.skills).toEqual([
      {
        type: 'Languages',
        items: [
          { name: 'Go', level: 4, levelLabel: 'Very good' },
          { name: 'Rust', level: 2, levelLabel: 'Basic' },
        ],
      },
      { type: 'Spoken', items: [{ name: 'German', level: 5, levelLabel: 'Expert' }] },
    ]);
  });

  it('names levels in German with the scale the editor and the public profile use', () => {
    const input = toTemplateInput(
      buildCvData({ skills: [{ name: 'Englisch', type: 'Sprachen', level: 3 }] }, 'de'),
    );
    expect(input.skills[0]?.items[0]?.levelLabel).toBe('Gute Kenntnisse');
    expect(input.skills[0]?.items[0]?.levelLabel).toBe(translator('de')(skillLevelKey(3)));
  });

  it('lists only the contact details the owner has, address before location', () => {
    const input = toTemplateInput(buildCvData({}, 'de'));
    expect(input.person.contact.map((c) => [c.kind, c.text, c.url])).toEqual([
      ['email', 'marie.schaefer@example.com', 'mailto:marie.schaefer@example.com'],
      ['phone', '+49 30 1234 5678', 'tel:+493012345678'],
      ['address', 'Friedrichstraße 123, 10117 Berlin, Deutschland', null],
      ['birthday', '17.04.1989', null],
    ]);
    expect(toTemplateInput(minimalCvData()).person.contact).toEqual([]);
  });

  it('puts the project address first among its links, shown without scheme', () => {
    const [project] = toTemplateInput(buildCvData()).projects;
    expect(project?.links[0]).toEqual({
      label: 'github.com/example/typwerk',
      url: 'https://github.com/example/typwerk',
    });
  });

  it('makes the theme readable: a pale header colour is darkened for text', () => {
    const input = toTemplateInput(
      buildCvData({ theme: { backgroundColor: '#111111', surfaceColor: '#ffee58' } }),
    );
    expect(input.colors.accent).toBe('#ffee58');
    expect(input.colors.onAccent).toBe('#1f2328');
    expect(input.colors.accentText).not.toBe('#ffee58');
    expect(input.colors.onPanel).toBe('#ffffff');
  });
});
