import { defaultLetterContent, defaultLetterSettings, type Letter } from '@cv/shared';
import { describe, expect, it } from 'vitest';
import { changeBetween, toFormValues } from './letterForm';

const letter: Letter = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Acme',
  cvId: null,
  content: {
    ...defaultLetterContent(),
    recipient: { company: 'Acme', city: 'Berlin' },
    subject: 'Hello',
  },
  settings: defaultLetterSettings('de'),
  sentAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('what one save of the letter studio sends', () => {
  it('is nothing when nothing changed', () => {
    const values = toFormValues(letter);
    expect(changeBetween(values, { ...values })).toBeNull();
  });

  it('names only what changed: a recipient field, a cleared text (null), a setting, the CV', () => {
    const before = toFormValues(letter);
    const after = {
      ...before,
      city: 'München',
      subject: '',
      cvId: '00000000-0000-4000-8000-0000000000c1',
      settings: { ...before.settings, design: 'modern' as const },
      sender: { ...before.sender, website: true },
    };
    expect(changeBetween(before, after)).toEqual({
      cvId: '00000000-0000-4000-8000-0000000000c1',
      content: { recipient: { city: 'München' }, subject: null, sender: after.sender },
      settings: { design: 'modern' },
    });
  });

  it('never sends a blank name', () => {
    const before = toFormValues(letter);
    expect(changeBetween(before, { ...before, name: '  ' })).toBeNull();
  });
});
