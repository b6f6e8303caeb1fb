import { describe, expect, it } from 'vitest';
import { de, en } from '../i18n';
import { toFieldErrors } from '../validation';
import { translator } from '../../test/translator';
import { applicationCreateSchema, applicationUpdateSchema } from './applications';

const base = { company: 'ACME', role: 'Engineer' };

describe('the salary range of an application', () => {
  it('says in words when the upper salary is below the lower one, in both languages', () => {
    for (const [lang, expected] of [
      [en, 'The upper salary must not be below the lower one'],
      [de, 'Das obere Gehalt darf nicht unter dem unteren liegen'],
    ] as const) {
      const result = applicationCreateSchema.safeParse({
        ...base,
        salaryMin: 60_000,
        salaryMax: 50_000,
      });
      expect(toFieldErrors(result.error!.issues, translator(lang))).toEqual({
        salaryMax: [expected],
      });
    }
    expect(applicationUpdateSchema.safeParse({ salaryMin: 9, salaryMax: 5 }).success).toBe(false);
  });

  it('gives a bound that is itself wrong one message, not a second about the order', () => {
    const result = applicationCreateSchema.safeParse({
      ...base,
      salaryMin: 4_436_735,
      salaryMax: -1,
    });
    const errors = toFieldErrors(result.error!.issues, translator(en));
    expect(Object.keys(errors)).toEqual(['salaryMax']);
    expect(errors.salaryMax).toHaveLength(1);
    expect(errors.salaryMax![0]).not.toMatch(/upper salary/);
  });

  it('accepts a range in order and either bound alone', () => {
    expect(
      applicationCreateSchema.safeParse({ ...base, salaryMin: 50_000, salaryMax: 60_000 }).success,
    ).toBe(true);
    expect(applicationCreateSchema.safeParse({ ...base, salaryMax: 60_000 }).success).toBe(true);
  });
});
