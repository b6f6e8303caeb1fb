import {
  ANSWERED_STAGES,
  APPLICATION_STAGES,
  SENT_STAGES,
  type ApplicationStage,
  type ApplicationSummary,
} from '@cv/shared';

/**
 * The overview's figures from the list of applications: how many were sent
 * per week (the Monday it starts on), the response rate, the days to the
 * first answer, how many reached each stage, and where they came from.
 */
export interface OverviewStats {
  total: number;
  sent: number;
  answered: number;
  /** Answered ÷ sent, 0 to 1; null before anything was sent. */
  responseRate: number | null;
  /** Median days from applying to the first answer; null without answers. */
  medianDaysToAnswer: number | null;
  perWeek: { week: string; count: number }[];
  /**
   * Applications that got this far on the way (saved → accepted) at any time,
   * by their history: one rejected after an interview counts for the
   * interview too; rejected and withdrawn count on their own.
   */
  funnel: { stage: ApplicationStage; count: number }[];
  sources: { source: string | null; count: number }[];
}

const DAY = 86_400_000;
const PROGRESS: readonly ApplicationStage[] = [
  'saved',
  'applied',
  'screening',
  'interview',
  'offer',
  'accepted',
];

/** The Monday (UTC) of a date's week, as YYYY-MM-DD. */
export function weekOf(date: string): string {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  const monday = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY);
  return monday.toISOString().slice(0, 10);
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function overviewStats(
  list: readonly ApplicationSummary[],
  weeks = 12,
  now = new Date(),
): OverviewStats {
  const sentList = list.filter((a) => a.appliedOn !== null || SENT_STAGES.includes(a.stage));
  const answeredList = sentList.filter(
    (a) => a.firstAnswerAt !== null || ANSWERED_STAGES.includes(a.stage),
  );
  const days = answeredList
    .filter((a) => a.appliedOn && a.firstAnswerAt)
    .map((a) =>
      Math.max(
        0,
        Math.round((Date.parse(a.firstAnswerAt!) - Date.parse(`${a.appliedOn}T00:00:00Z`)) / DAY),
      ),
    );

  const thisWeek = weekOf(now.toISOString());
  const perWeek = Array.from({ length: weeks }, (_, i) => ({
    week: new Date(Date.parse(`${thisWeek}T00:00:00Z`) - (weeks - 1 - i) * 7 * DAY)
      .toISOString()
      .slice(0, 10),
    count: 0,
  }));
  const byWeek = new Map(perWeek.map((w) => [w.week, w]));
  for (const a of sentList) {
    const week = byWeek.get(weekOf(a.appliedOn ?? a.createdAt));
    if (week) week.count++;
  }

  const rank = (stage: ApplicationStage) => PROGRESS.indexOf(stage);
  /** The furthest stage on the way an application has been at. */
  const furthest = (a: ApplicationSummary) =>
    Math.max(...[a.stage, ...a.reached].map(rank), a.appliedOn ? rank('applied') : -1);
  const reached = (stage: ApplicationStage) => {
    if (stage === 'saved') return list.length;
    if (stage === 'applied') return sentList.length;
    if (!PROGRESS.includes(stage)) {
      return list.filter((a) => a.stage === stage || a.reached.includes(stage)).length;
    }
    return list.filter((a) => furthest(a) >= rank(stage)).length;
  };
  const funnel = APPLICATION_STAGES.map((stage) => ({ stage, count: reached(stage) }));

  const sources = new Map<string | null, number>();
  for (const a of list) {
    const key = a.source?.trim() || null;
    sources.set(key, (sources.get(key) ?? 0) + 1);
  }

  return {
    total: list.length,
    sent: sentList.length,
    answered: answeredList.length,
    responseRate: sentList.length ? answeredList.length / sentList.length : null,
    medianDaysToAnswer: median(days),
    perWeek,
    funnel,
    sources: [...sources]
      .map(([source, count]) => ({ source, count }))
      .sort(
        (a, b) =>
          b.count - a.count ||
          Number(a.source === null) - Number(b.source === null) ||
          (a.source ?? '').localeCompare(b.source ?? ''),
      ),
  };
}
