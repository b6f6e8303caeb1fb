import { describe, expect, it } from 'vitest';
import { de, en } from '../i18n';
import {
  ENTRY_KINDS,
  entrySchemas,
  publicItemSchema,
  resolveSectionSettings,
  SECTION_KINDS,
} from './sections';

/** A value from the i18n resources by dotted key. */
function lookup(resources: object, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], resources);
}

describe('the section kind registry', () => {
  it.each(ENTRY_KINDS)(
    '%s: every input field has a label and the section a title, in en and de',
    (kind) => {
      const fields = Object.keys(entrySchemas[kind].input.shape).filter((f) => f !== 'id');
      for (const resources of [en, de]) {
        expect(lookup(resources, `sections.${kind}`), kind).toEqual(expect.any(String));
        for (const field of fields)
          expect(lookup(resources, `fields.${field}`), field).toEqual(expect.any(String));
      }
    },
  );

  it('names each list once, and orders and describes only fields the kind has', () => {
    const lists = ENTRY_KINDS.map((k) => SECTION_KINDS[k].listKey);
    expect(new Set(lists).size).toBe(lists.length);
    for (const kind of ENTRY_KINDS) {
      const { item, sortDate, descriptions } = SECTION_KINDS[kind];
      for (const field of [...(sortDate ? [sortDate] : []), ...descriptions]) {
        expect(Object.keys(item.shape), `${kind}.${field}`).toContain(field);
      }
    }
  });

  it('keeps references private and unprinted until the owner turns them on', () => {
    const settings = resolveSectionSettings({ skill: { public: false } });
    expect(settings.reference).toEqual({ public: false, print: false });
    expect(settings.skill).toEqual({ public: false, print: true });
    expect(settings.language).toEqual({ public: true, print: true });
  });

  it('derives the public item: no ids, absent instead of null, descriptions optional', () => {
    const { item, descriptions } = SECTION_KINDS['work-experience'];
    const schema = publicItemSchema(item, descriptions);
    expect(Object.keys(schema.shape)).not.toContain('id');
    expect(Object.keys(schema.shape)).not.toContain('position');
    expect(
      schema.safeParse({ jobTitle: 'A', company: 'B', positionStart: '2020-01-01' }).success,
    ).toBe(true);
    expect(
      schema.safeParse({ jobTitle: 'A', company: 'B', positionStart: '2020-01-01', location: null })
        .success,
    ).toBe(false);
  });
});
