import ical from 'ical-generator';
import { isLocale, type Locale } from '@cv/shared';
import { translator } from '../../http/i18n';
import { hashToken, newOpaqueToken } from '../../security/tokens';
import { applicationErrors } from './applications.errors';
import type { ApplicationRepository } from './applications.repository';

/** Follow-ups this far back stay in the feed (a calendar keeps what it once showed anyway). */
const FEED_PAST_DAYS = 90;

/**
 * The private calendar feed of follow-up dates: an all-day event per live
 * application with a follow-up date, behind a secret address. Only the
 * token's hash is stored; a new address or turning it off revokes the old.
 */
export function createApplicationCalendar({
  repository,
  publicUrl,
}: {
  repository: ApplicationRepository;
  publicUrl: string;
}) {
  const feedUrl = (token: string) => `${publicUrl}/api/applications/calendar/${token}.ics`;

  return {
    async status(accountId: string) {
      const row = await repository.calendar(accountId);
      return { active: row !== null, createdAt: row?.createdAt.toISOString() ?? null };
    },

    async create(accountId: string) {
      const token = newOpaqueToken();
      const row = await repository.replaceCalendar(accountId, hashToken(token));
      return { active: true as const, createdAt: row.createdAt.toISOString(), url: feedUrl(token) };
    },

    async revoke(accountId: string) {
      if (!(await repository.deleteCalendar(accountId))) throw applicationErrors.calendarNotFound();
    },

    /** The feed as iCalendar text; 404 for an unknown or revoked token. */
    async feed(tokenWithSuffix: string, today = new Date()): Promise<string> {
      const token = tokenWithSuffix.replace(/\.ics$/, '');
      const owner = token ? await repository.calendarOwner(hashToken(token)) : null;
      if (!owner) throw applicationErrors.calendarNotFound();
      const lang: Locale = isLocale(owner.locale) ? owner.locale : 'en';
      const t = translator(lang);
      const calendar = ical({
        name: t('applications.calendar.feedName'),
        prodId: { company: 'cv-builder', product: 'applications', language: lang.toUpperCase() },
        ttl: 60 * 60,
      });
      const from = new Date(today.getTime() - FEED_PAST_DAYS * 86_400_000)
        .toISOString()
        .slice(0, 10);
      for (const row of await repository.due(owner.accountId, null)) {
        if (!row.followUpOn || row.followUpOn < from) continue;
        calendar.createEvent({
          id: `${row.id}@applications`,
          start: new Date(`${row.followUpOn}T00:00:00Z`),
          allDay: true,
          summary: t('applications.calendar.event', { role: row.role, company: row.company }),
          description: row.nextStep
            ? t('applications.calendar.eventNext', { step: row.nextStep })
            : null,
          url: `${publicUrl}/ui/applications/${row.id}`,
          stamp: row.updatedAt,
        });
      }
      return calendar.toString();
    },
  };
}

export type ApplicationCalendar = ReturnType<typeof createApplicationCalendar>;
