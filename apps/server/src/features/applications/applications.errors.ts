import { APPLICATION_LIMITS, type ApplicationStage } from '@cv/shared';
import { AppError, conflict, limitReached, notFound } from '../../http/errors';

/** Unknown id, or another account's: the same answer, so ids leak nothing. */
export const applicationNotFound = () =>
  notFound('application_not_found', 'applications.errors.notFound');

export const applicationLimitReached = () =>
  limitReached(
    'application_limit',
    'applications.errors.limit',
    APPLICATION_LIMITS.applicationsMax,
  );

/** A move that named the stage it expected the application at, which it has left meanwhile. */
export const stageConflict = (stage: ApplicationStage) =>
  new AppError(409, 'application_stage_conflict', {
    messageKey: 'applications.errors.stageConflict',
    translatedParams: { stage: `applications.stages.${stage}` },
  });

/** A CV or letter id that is unknown or another account's: a field error of the body. */
export const documentNotFound = (field: 'cvId' | 'letterId') =>
  field === 'cvId'
    ? notFound('application_cv_not_found', 'applications.errors.cvNotFound')
    : notFound('application_letter_not_found', 'applications.errors.letterNotFound');

export const noPosting = () => conflict('application_no_posting', 'applications.errors.noPosting');

export const noCvToMatch = () => conflict('application_cv_not_found', 'applications.errors.noCv');

export const sentNotFound = () =>
  notFound('sent_document_not_found', 'applications.errors.sentNotFound');

export const calendarNotFound = () =>
  notFound('calendar_feed_not_found', 'applications.errors.calendarNotFound');

export const csvInvalid = (reason: string) =>
  new AppError(400, 'applications_csv_invalid', {
    messageKey: 'applications.errors.csvInvalid',
    params: { reason },
  });
