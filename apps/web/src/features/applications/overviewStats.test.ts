import { describe, expect, it } from 'vitest';
import { applicationBuilder } from '../../test/fixtures';
import { overviewStats, weekOf } from './overviewStats';

const application = applicationBuilder();

describe('overviewStats', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const list = [
    application({ stage: 'saved', source: 'Referral' }),
    application({ stage: 'applied', appliedOn: '2026-11-23', source: 'Job board' }),
    application({
      stage: 'interview',
      appliedOn: '2026-11-10',
      firstAnswerAt: '2026-11-14T09:00:00.000Z',
      source: 'Job board',
    }),
    application({
      stage: 'rejected',
      appliedOn: '2026-11-11',
      firstAnswerAt: '2026-11-13T09:00:00.000Z',
      reached: ['saved', 'applied', 'screening', 'rejected'],
    }),
  ];
  const stats = overviewStats(list, 4, now);

  it('counts sent and answered applications and the median days to the first answer', () => {
    expect(stats).toMatchObject({ total: 4, sent: 3, answered: 2, medianDaysToAnswer: 3 });
    expect(stats.responseRate).toBeCloseTo(2 / 3);
  });

  it('counts applications per week by the Monday the week starts on', () => {
    expect(weekOf('2026-11-27')).toBe('2026-11-23');
    expect(stats.perWeek).toEqual([
      { week: '2026-11-02', count: 0 },
      { week: '2026-11-09', count: 2 },
      { week: '2026-11-16', count: 0 },
      { week: '2026-11-23', count: 1 },
    ]);
  });

  it('counts the stages reached on the way by the history, and the sources most used first', () => {
    const reached = Object.fromEntries(stats.funnel.map((f) => [f.stage, f.count]));
    // The rejected one was screened first: it counts for screening too.
    expect(reached).toMatchObject({
      saved: 4,
      applied: 3,
      screening: 2,
      interview: 1,
      offer: 0,
      rejected: 1,
    });
    expect(stats.sources).toEqual([
      { source: 'Job board', count: 2 },
      { source: 'Referral', count: 1 },
      { source: null, count: 1 },
    ]);
  });

  it('has no rate and no median before anything was sent', () => {
    expect(overviewStats([], 4, now)).toMatchObject({
      responseRate: null,
      medianDaysToAnswer: null,
    });
  });
});
