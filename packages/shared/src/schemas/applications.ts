import { z } from 'zod';
import { LOCALES } from '../constants';
import { MESSAGE_KEYS } from '../validation';
import { emailSchema } from './account';
import { httpUrl, isoDate, optionalText, requiredText } from './common';

/**
 * Applications: every job the owner applied for (or means to), where each one
 * stands, who to talk to, and — once sent — the CV and letter exactly as they
 * went out. A posting's text is matched against a CV document without a model.
 */

export const APPLICATION_LIMITS = {
  /** Applications one account may keep (archived ones included). */
  applicationsMax: 500,
  companyMax: 200,
  roleMax: 200,
  locationMax: 200,
  sourceMax: 100,
  /** A pasted posting: a long one has about 1,500 words. */
  postingTextMax: 30_000,
  notesMax: 10_000,
  nextStepMax: 300,
  contactsMax: 10,
  contactNameMax: 200,
  contactPhoneMax: 50,
  salaryMax: 100_000_000,
  /** Rows one CSV import may hold, and its size. */
  importRowsMax: 500,
  importBytesMax: 2 * 1024 * 1024,
} as const;

/** Where an application stands, in the order a search goes. */
export const APPLICATION_STAGES = [
  'saved',
  'applied',
  'screening',
  'interview',
  'offer',
  'accepted',
  'rejected',
  'withdrawn',
] as const;
export const applicationStageSchema = z.enum(APPLICATION_STAGES);
export type ApplicationStage = z.infer<typeof applicationStageSchema>;

/** Stages that mean an answer came from the employer (for the response rate). */
export const ANSWERED_STAGES: readonly ApplicationStage[] = [
  'screening',
  'interview',
  'offer',
  'accepted',
  'rejected',
];

/** The stages at which the application has gone out: reaching one freezes what was sent. */
export const SENT_STAGES: readonly ApplicationStage[] = ['applied', ...ANSWERED_STAGES];

export const WORK_MODES = ['remote', 'hybrid', 'onsite'] as const;
export const workModeSchema = z.enum(WORK_MODES);
export type WorkMode = z.infer<typeof workModeSchema>;

/** ISO 4217 code, upper case ("EUR"). */
export const currencySchema = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{3}$/, { message: MESSAGE_KEYS.invalid }));

const salary = z.number().int().min(0).max(APPLICATION_LIMITS.salaryMax).nullable().optional();

/** Blank or null: none. */
const optionalEmail = z
  .union([z.literal(''), emailSchema])
  .nullable()
  .optional()
  .transform((v) => (v ? v : undefined));

export const applicationContactSchema = z
  .object({
    name: requiredText(APPLICATION_LIMITS.contactNameMax),
    role: optionalText(APPLICATION_LIMITS.roleMax),
    email: optionalEmail,
    phone: optionalText(APPLICATION_LIMITS.contactPhoneMax),
  })
  .strict();
export type ApplicationContact = z.output<typeof applicationContactSchema>;

/** A text the owner may leave blank: blank or null clear it (null). */
const clearableText = (max: number) => optionalText(max).transform((v) => v ?? null);

/** The fields the owner writes, shared by create, update and the CSV import. */
const applicationFields = {
  company: requiredText(APPLICATION_LIMITS.companyMax),
  role: requiredText(APPLICATION_LIMITS.roleMax),
  location: clearableText(APPLICATION_LIMITS.locationMax),
  workMode: workModeSchema.nullable().optional(),
  salaryMin: salary,
  salaryMax: salary,
  salaryCurrency: currencySchema.nullable().optional(),
  source: clearableText(APPLICATION_LIMITS.sourceMax),
  postingUrl: z
    .union([z.literal(''), httpUrl])
    .nullable()
    .optional()
    .transform((v) => v || null),
  postingText: clearableText(APPLICATION_LIMITS.postingTextMax),
  contacts: z
    .array(applicationContactSchema)
    .max(APPLICATION_LIMITS.contactsMax, { message: MESSAGE_KEYS.tooMany })
    .optional(),
  /** Formatted text (the Markdown subset of descriptions). */
  notes: clearableText(APPLICATION_LIMITS.notesMax),
  appliedOn: isoDate.nullable().optional(),
  nextStep: clearableText(APPLICATION_LIMITS.nextStepMax),
  followUpOn: isoDate.nullable().optional(),
  archived: z.boolean().optional(),
  cvId: z.uuid().nullable().optional(),
  letterId: z.uuid().nullable().optional(),
};

/** Judged only when both bounds are valid themselves: a bad one has its own message. */
const salaryOrder = ({ salaryMin, salaryMax }: { salaryMin?: unknown; salaryMax?: unknown }) =>
  !salary.safeParse(salaryMin).success ||
  !salary.safeParse(salaryMax).success ||
  salaryMin == null ||
  salaryMax == null ||
  Number(salaryMin) <= Number(salaryMax);
const salaryOrderIssue = { message: 'validation.salaryOrder', path: ['salaryMax'] };

/** `POST /api/applications`: a new application, `saved` unless a stage is given. */
export const applicationCreateSchema = z
  .object({ ...applicationFields, stage: applicationStageSchema.optional() })
  .strict()
  .refine(salaryOrder, salaryOrderIssue);
export type ApplicationCreate = z.input<typeof applicationCreateSchema>;

/** `PATCH /api/applications/{id}`: the fields to change; a stage moves through its own route. */
export const applicationUpdateSchema = z
  .object(applicationFields)
  .partial()
  .strict()
  .refine(salaryOrder, salaryOrderIssue);
export type ApplicationUpdate = z.input<typeof applicationUpdateSchema>;

/**
 * `POST /api/applications/{id}/stage`: a move on the board. With `from`, the
 * move happens only while the application is still there (409 otherwise), so
 * a tab that shows an old stage cannot overwrite a newer move.
 */
export const applicationMoveSchema = z
  .object({ stage: applicationStageSchema, from: applicationStageSchema.optional() })
  .strict();
export type ApplicationMove = z.input<typeof applicationMoveSchema>;

export const stageChangeSchema = z.object({
  from: applicationStageSchema.nullable(),
  to: applicationStageSchema,
  at: z.iso.datetime(),
});
export type StageChange = z.infer<typeof stageChangeSchema>;

export const SENT_DOCUMENT_KINDS = ['cv', 'letter'] as const;
export const sentDocumentKindSchema = z.enum(SENT_DOCUMENT_KINDS);
export type SentDocumentKind = z.infer<typeof sentDocumentKindSchema>;

/** A document as it was sent: frozen, downloadable at `/api/applications/{id}/sent/{kind}.pdf`. */
export const sentDocumentSchema = z.object({
  kind: sentDocumentKindSchema,
  /** The CV or letter it was made from (null once that was deleted). */
  sourceId: z.uuid().nullable(),
  name: z.string(),
  fileName: z.string(),
  pages: z.number().int(),
  sentAt: z.iso.datetime(),
});
export type SentDocument = z.infer<typeof sentDocumentSchema>;

const applicationBase = {
  id: z.uuid(),
  company: z.string(),
  role: z.string(),
  location: z.string().nullable(),
  workMode: workModeSchema.nullable(),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  salaryCurrency: z.string().nullable(),
  source: z.string().nullable(),
  postingUrl: z.string().nullable(),
  stage: applicationStageSchema,
  appliedOn: isoDate.nullable(),
  nextStep: z.string().nullable(),
  followUpOn: isoDate.nullable(),
  archived: z.boolean(),
  cvId: z.uuid().nullable(),
  letterId: z.uuid().nullable(),
  /** When the first answer came (the first move into an answered stage), if one did. */
  firstAnswerAt: z.iso.datetime().nullable(),
  /** Every stage the application has been at, from its history (the overview's funnel). */
  reached: z.array(applicationStageSchema),
  sent: z.array(sentDocumentSchema),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
};

/** One row of the board and the table: everything but the long texts and the history. */
export const applicationSummarySchema = z.object(applicationBase);
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;
export const applicationListSchema = z.array(applicationSummarySchema);

export const applicationSchema = z.object({
  ...applicationBase,
  postingText: z.string(),
  notes: z.string(),
  contacts: z.array(
    z.object({
      name: z.string(),
      role: z.string().optional(),
      email: z.string().optional(),
      phone: z.string().optional(),
    }),
  ),
  history: z.array(stageChangeSchema),
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationListQuerySchema = z.object({
  /** `true`: archived ones too. */
  archived: z.enum(['true', 'false']).optional(),
});

/** A follow-up due by a day: the dashboard's list. */
export const dueFollowUpSchema = z.object({
  id: z.uuid(),
  company: z.string(),
  role: z.string(),
  stage: applicationStageSchema,
  nextStep: z.string().nullable(),
  followUpOn: isoDate,
});
export const dueFollowUpListSchema = z.array(dueFollowUpSchema);
export const dueQuerySchema = z.object({
  /** Follow-ups up to this many days ahead (overdue ones always). */
  days: z.coerce.number().int().min(0).max(60).optional(),
});

// ---- The match report -------------------------------------------------------

export const matchQuerySchema = z.object({ cvId: z.uuid().optional() });

/** Where in the CV a term was found. */
export const matchPlaceSchema = z.object({
  /** The section: a kind (`skill`, `work-experience`, …), `custom:<id>`, or `general` (title, bio). */
  section: z.string(),
  entryId: z.uuid().nullable(),
  /** What the entry is called (its title line), for the list. */
  label: z.string(),
});
export type MatchPlace = z.infer<typeof matchPlaceSchema>;

export const matchTermSchema = z.object({
  /** How the posting writes the term (its most frequent form). */
  term: z.string(),
  /** The synonym group's canonical name when the term is a known one ("Kubernetes" for "k8s"). */
  canonical: z.string().nullable(),
  /** Times the posting names it. */
  count: z.number().int(),
  /** Its part of the score. */
  weight: z.number(),
  /** A known skill or business term of the synonym table. */
  known: z.boolean(),
  covered: z.boolean(),
  /** Where the CV names it (empty when missing). */
  places: z.array(matchPlaceSchema),
  /** Entries of the profile this CV leaves out that name it; one click includes them. */
  hidden: z.array(matchPlaceSchema),
});
export type MatchTerm = z.infer<typeof matchTermSchema>;

export const matchReportSchema = z.object({
  /** The posting's language as detected. */
  postingLang: z.enum(LOCALES),
  /** The CV's language (its texts in the posting's language where translated). */
  cvLang: z.enum(LOCALES),
  cvId: z.uuid(),
  terms: z.array(matchTermSchema),
  score: z.object({
    /** 0 to 100: covered weight / total weight. */
    value: z.number().int().min(0).max(100),
    covered: z.number(),
    total: z.number(),
    /** The score when every hidden entry that helps were included. */
    withHidden: z.number().int().min(0).max(100),
  }),
});
export type MatchReport = z.infer<typeof matchReportSchema>;

// ---- Calendar and CSV --------------------------------------------------------

export const calendarFeedSchema = z.object({
  active: z.boolean(),
  createdAt: z.iso.datetime().nullable(),
});
/** The answer to a create: the only time the feed's address is shown. */
export const calendarFeedCreatedSchema = z.object({
  active: z.literal(true),
  createdAt: z.iso.datetime(),
  /** `<public url>/api/applications/calendar/<token>.ics` */
  url: z.string(),
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;
export const calendarTokenParamSchema = z.object({ token: z.string() });

export const applicationImportResultSchema = z.object({
  imported: z.number().int(),
});

export const applicationImportBodySchema = z.object({
  csv: z.string().max(APPLICATION_LIMITS.importBytesMax, { message: MESSAGE_KEYS.tooLong }),
});
