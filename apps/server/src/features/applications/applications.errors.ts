import { APPLICATION_LIMITS, type ApplicationStage } from '@cv/shared';
import { AppError, fixedRefusals, notFound, ownedListRefusals } from '../../http/errors';

export const applicationErrors = {
  ...fixedRefusals('applications.errors', {
    ...ownedListRefusals('application', APPLICATION_LIMITS.applicationsMax),
    noPosting: [409, 'application_no_posting'],
    noCvToMatch: [409, 'application_cv_not_found', { key: 'noCv' }],
    sentNotFound: [404, 'sent_document_not_found'],
    calendarNotFound: [404, 'calendar_feed_not_found'],
  }),

  /** A move that named the stage it expected the application at, which it has left meanwhile. */
  stageConflict: (stage: ApplicationStage) =>
    new AppError(409, 'application_stage_conflict', {
      messageKey: 'applications.errors.stageConflict',
      translatedParams: { stage: `applications.stages.${stage}` },
    }),

  /** A CV or letter id that is unknown or another account's: a field error of the body. */
  documentNotFound: (field: 'cvId' | 'letterId') =>
    field === 'cvId'
      ? notFound('application_cv_not_found', 'applications.errors.cvNotFound')
      : notFound('application_letter_not_found', 'applications.errors.letterNotFound'),

  csvInvalid: (reason: string) =>
    new AppError(400, 'applications_csv_invalid', {
      messageKey: 'applications.errors.csvInvalid',
      params: { reason },
    }),
};
