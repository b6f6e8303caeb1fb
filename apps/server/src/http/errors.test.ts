import { describe, expect, it } from 'vitest';
import { AppError, fixedRefusals, ownedListRefusals } from './errors';

describe('fixedRefusals', () => {
  const things = fixedRefusals('things.errors', {
    notFound: [404, 'not_found'],
    limitReached: [409, 'validation', { key: 'limit', params: { max: 3 } }],
  });

  it("makes each entry a factory of its error, the message named by the entry's name", () => {
    const error = things.notFound();
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 404, code: 'not_found' });
    expect(error.options).toEqual({ messageKey: 'things.errors.notFound' });
  });

  it('takes another message key and fixed params where the entry gives them', () => {
    expect(things.limitReached().options).toEqual({
      messageKey: 'things.errors.limit',
      params: { max: 3 },
    });
  });

  it('makes a new error on every call', () => {
    expect(things.notFound()).not.toBe(things.notFound());
  });
});

describe('ownedListRefusals', () => {
  const cvs = fixedRefusals('cv.errors', ownedListRefusals('cv', 50));

  it("answers an unknown or another account's id with <thing>_not_found", () => {
    expect(cvs.notFound()).toMatchObject({
      status: 404,
      code: 'cv_not_found',
      options: { messageKey: 'cv.errors.notFound' },
    });
  });

  it('answers one more than the limit with <thing>_limit, naming the limit', () => {
    expect(cvs.limitReached()).toMatchObject({
      status: 409,
      code: 'cv_limit',
      options: { messageKey: 'cv.errors.limit', params: { max: 50 } },
    });
  });
});
