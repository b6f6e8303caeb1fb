import { describe, expect, it } from 'vitest';
import { degreeFields } from './degree';

describe('degreeFields', () => {
  it('names the whole degree: its type, then its area', () => {
    expect(degreeFields('Master of Science', 'Computer Science')).toEqual({
      degreeName: 'Master of Science, Computer Science',
    });
  });

  it('takes the one text there is', () => {
    expect(degreeFields('Abitur', undefined)).toEqual({ degreeName: 'Abitur' });
    expect(degreeFields(undefined, 'Informatik')).toEqual({ degreeName: 'Informatik' });
    expect(degreeFields(undefined, undefined)).toEqual({});
  });

  it('does not repeat a type or area the other text already holds', () => {
    // Our own export: the degree name in the area, its level as the type.
    expect(degreeFields('Master', 'Master of Science, Informatik')).toEqual({
      degreeName: 'Master of Science, Informatik',
      level: 'Master',
    });
    expect(degreeFields('MSc in Computer Science', 'computer science')).toEqual({
      degreeName: 'MSc in Computer Science',
    });
  });
});
