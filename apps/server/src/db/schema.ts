import type { Translations } from '@cv/shared';
import { relations, sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ACCOUNT_STATUSES } from '@cv/shared';

/**
 * The database schema. Every table that belongs to an account references it
 * with ON DELETE CASCADE, so deleting the account row deletes everything.
 */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

const accountRef = () =>
  uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

export const accountStatus = pgEnum('account_status', ACCOUNT_STATUSES);

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null only while an external signup is INCOMPLETE.
    username: text('username'),
    email: text('email'),
    passwordHash: text('password_hash'),
    status: accountStatus('status').notNull().default('UNVERIFIED'),
    phone: text('phone'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    birthday: date('birthday', { mode: 'string' }),
    street: text('street'),
    houseNumber: text('house_number'),
    postcode: text('postcode'),
    city: text('city'),
    /** ISO 3166-1 alpha-2 code; names are localized on the way out. */
    country: text('country'),
    /** The language of the account's mails: the one used at signup and at the last login. */
    locale: text('locale'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('accounts_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('accounts_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

export const profiles = pgTable('profiles', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  jobTitle: text('job_title'),
  bio: text('bio'),
  location: text('location'),
  displayName: text('display_name'),
  pictureKey: text('picture_key'),
  thumbnailKey: text('thumbnail_key'),
  publicAccess: boolean('public_access').notNull().default(false),
  showEmail: boolean('show_email').notNull().default(false),
  showPhone: boolean('show_phone').notNull().default(false),
  showAddress: boolean('show_address').notNull().default(false),
  hideDescriptions: boolean('hide_descriptions').notNull().default(false),
  website: text('website'),
  /** The language the texts are written in (`en`, `de`); translations hold the other. */
  contentLanguage: text('content_language').notNull().default('en'),
  /** Job title, location and bio in the other language: `{ de: { jobTitle, … } }`. */
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  /** Per fixed section kind: `{ public, print }` where the owner changed the defaults. */
  sectionSettings: jsonb('section_settings')
    .$type<Record<string, { public?: boolean; print?: boolean }>>()
    .notNull()
    .default({}),
  ...timestamps,
});

export const themes = pgTable('themes', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  backgroundColor: text('background_color').notNull(),
  surfaceColor: text('surface_color').notNull(),
  ...timestamps,
});

/** User-defined order in `position` (lower first). */
const ordered = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: accountRef(),
  position: integer('position').notNull().default(0),
  ...timestamps,
});

/** A section the owner names ("Teaching", "Patents"); its entries are custom entries. */
export const customSections = pgTable(
  'custom_sections',
  {
    ...ordered(),
    title: text('title').notNull(),
    /** The title in the other language: `{ de: { title } }`. */
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    public: boolean('public').notNull().default(true),
    print: boolean('print').notNull().default(true),
  },
  (t) => [index('custom_sections_account_idx').on(t.accountId)],
);

/**
 * Every entry of every section kind: the kind, and its fields as JSON that the
 * kind's shared schema validated (see docs/decisions.md). `sortDate` copies
 * the kind's ordering date out of the JSON, so one index-friendly ORDER BY
 * serves all kinds; `sectionId` ties entries of custom sections to theirs.
 */
export const profileEntries = pgTable(
  'profile_entries',
  {
    ...ordered(),
    kind: text('kind').notNull(),
    sectionId: uuid('section_id').references(() => customSections.id, { onDelete: 'cascade' }),
    sortDate: date('sort_date', { mode: 'string' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    index('profile_entries_account_kind_idx').on(t.accountId, t.kind),
    index('profile_entries_section_idx').on(t.sectionId),
  ],
);

/**
 * A CV document: a saved selection and layout of the profile (design,
 * language, page size, font, accent, order, hidden sections, left-out
 * entries, …) as JSON that the shared `cvSettingsSchema` validated. It holds
 * no content: entries and sections are named by id, and ids that no longer
 * exist are ignored, so profile edits never break a CV.
 */
export const cvs = pgTable(
  'cvs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: accountRef(),
    name: text('name').notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    ...timestamps,
  },
  (t) => [index('cvs_account_idx').on(t.accountId)],
);

/**
 * Cover letters, many per account. `content` holds what the owner wrote
 * (recipient, subject, salutation, body, closing, enclosures, place, date,
 * which sender lines show) and `settings` how it is set (language, design,
 * DIN 5008 form, paper, font, accent), both as JSON the shared letter schemas
 * validated. `cv_id` names the CV the letter accompanies (cleared when that
 * CV is deleted). `sent_at` fixes the letter's date once it was sent.
 */
export const letters = pgTable(
  'letters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: accountRef(),
    cvId: uuid('cv_id').references(() => cvs.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('letters_account_idx').on(t.accountId)],
);

/** The owner's reusable text blocks for letters ("motivation", "availability"). */
export const letterParagraphs = pgTable(
  'letter_paragraphs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: accountRef(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    ...timestamps,
  },
  (t) => [index('letter_paragraphs_account_idx').on(t.accountId)],
);

/**
 * The owner's signature picture for letters, one per account: the media key
 * of the re-encoded PNG (metadata stripped, transparency kept).
 */
export const letterSignatures = pgTable('letter_signatures', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  imageKey: text('image_key').notNull(),
  ...timestamps,
});

/** Bytes as PostgreSQL's bytea: a Buffer from pg and from the app's PGlite (a Uint8Array from a plain one). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Jobs the owner applied for or means to. `stage` is where the application
 * stands now; `application_stage_changes` holds every move with its date.
 * `contacts` are the people of the posting (name, role, e-mail, phone) as
 * JSON the shared schema validated; `notes` formatted text (Markdown subset).
 * `cv_id` and `letter_id` name what will be (or was) sent; once sent, what
 * went out is kept in `application_sent_documents`.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: accountRef(),
    company: text('company').notNull(),
    role: text('role').notNull(),
    location: text('location'),
    workMode: text('work_mode'),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryCurrency: text('salary_currency'),
    source: text('source'),
    postingUrl: text('posting_url'),
    postingText: text('posting_text').notNull().default(''),
    contacts: jsonb('contacts').$type<Record<string, unknown>[]>().notNull().default([]),
    notes: text('notes').notNull().default(''),
    stage: text('stage').notNull().default('saved'),
    appliedOn: date('applied_on', { mode: 'string' }),
    nextStep: text('next_step'),
    followUpOn: date('follow_up_on', { mode: 'string' }),
    archived: boolean('archived').notNull().default(false),
    cvId: uuid('cv_id').references(() => cvs.id, { onDelete: 'set null' }),
    letterId: uuid('letter_id').references(() => letters.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('applications_account_idx').on(t.accountId, t.stage),
    index('applications_follow_up_idx').on(t.accountId, t.followUpOn),
  ],
);

/** Every stage an application entered, with when; `from_stage` is null for the first. */
export const applicationStageChanges = pgTable(
  'application_stage_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStage: text('from_stage'),
    toStage: text('to_stage').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_stage_changes_app_idx').on(t.applicationId, t.changedAt)],
);

/**
 * What was sent with an application, frozen when it was marked applied: the
 * PDF as rendered then and the data it was printed from (`kind` `cv` or
 * `letter`). `source_id` names the CV or letter it was made from, which may
 * have changed or gone since; later edits never touch these rows.
 */
export const applicationSentDocuments = pgTable(
  'application_sent_documents',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['cv', 'letter'] }).notNull(),
    sourceId: uuid('source_id'),
    name: text('name').notNull(),
    fileName: text('file_name').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    pdf: bytea('pdf').notNull(),
    pages: integer('pages').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.kind] })],
);

/**
 * The private calendar feed of an account's follow-up dates, one per account:
 * only the SHA-256 of its secret token is kept; deleting the row revokes it.
 */
export const applicationCalendars = pgTable(
  'application_calendars',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('application_calendars_token_hash_idx').on(t.tokenHash)],
);

/**
 * A login on one device: the refresh token family. Every authenticated
 * request checks that its access token's session is not revoked; logout,
 * a reused refresh token and a password change revoke sessions.
 * `lastUsedAt` moves with each refresh (every 15 minutes of activity).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: accountRef(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the user last proved who they are in this session (login, re-authentication). */
    authenticatedAt: timestamp('authenticated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

/**
 * Opaque refresh tokens, stored hashed. Rotation keeps the family (the
 * session): reusing a rotated token after the grace period revokes it.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: accountRef(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_account_idx').on(t.accountId),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/** Single-use e-mail verification tokens, stored hashed, for one address. */
export const verificationTokens = pgTable(
  'verification_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: accountRef(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_tokens_account_idx').on(t.accountId)],
);

/**
 * Single-use links of the forgotten-password flow, stored hashed, valid one
 * hour. Setting a new password uses up every open one of the account.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: accountRef(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash),
    index('password_reset_tokens_account_idx').on(t.accountId),
  ],
);

/**
 * An authenticator app (TOTP) of an account: the shared secret (base32),
 * unconfirmed while the owner enrols. `lastUsedStep` is the 30-second time
 * step of the last accepted code, so a code is never accepted twice.
 */
export const totpCredentials = pgTable('totp_credentials', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastUsedStep: integer('last_used_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes of two-factor login, stored hashed; ten per enrolment. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: accountRef(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_account_idx').on(t.accountId)],
);

/**
 * A WebAuthn credential (passkey) of an account. `credentialId` and
 * `publicKey` are base64url; `counter` is the authenticator's signature
 * counter (0 for passkeys that keep none).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: accountRef(),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    deviceType: text('device_type'),
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('passkeys_credential_id_idx').on(t.credentialId),
    index('passkeys_account_idx').on(t.accountId),
  ],
);

/** A login at an external provider (GitHub, an OIDC issuer) linked to an account. */
export const externalIdentities = pgTable(
  'external_identities',
  {
    accountId: accountRef(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    index('external_identities_account_idx').on(t.accountId),
  ],
);

/**
 * Keys that sign session tokens (`jwt`) and cookies (`cookie`) when the
 * environment gives none: created once by the first instance, shared by all.
 * The newest key of a purpose signs; every key of it verifies (rotation).
 */
export const signingKeys = pgTable(
  'signing_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: ['jwt', 'cookie'] }).notNull(),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('signing_keys_purpose_idx').on(t.purpose, t.createdAt)],
);

/**
 * Secret links to the public view of a profile. Only the SHA-256 of the token
 * is stored; a link stops working when revoked or after `expires_at` (the last
 * day it works, UTC). Revoked links stay so their statistics keep a label.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: accountRef(),
    tokenHash: text('token_hash').notNull(),
    label: text('label'),
    expiresAt: date('expires_at', { mode: 'string' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('share_links_token_hash_idx').on(t.tokenHash),
    index('share_links_account_idx').on(t.accountId),
  ],
);

/**
 * Views per account, day (UTC) and source: `public` (the public page),
 * `share:<link id>` (a share link's page) or `pdf` (a visitor's PDF download).
 * `visitors` counts the visitors first seen that day through this source, so
 * a day's sum over its sources counts every visitor once.
 */
export const profileViewDays = pgTable(
  'profile_view_days',
  {
    accountId: accountRef(),
    day: date('day', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    views: integer('views').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day, t.source] })],
);

/**
 * Who was already counted today: a hash of (day's salt, IP, User-Agent),
 * never the IP or the User-Agent themselves. Rows older than two days are
 * deleted together with their day's salt, after which no hash can be linked
 * to a visitor again.
 */
export const profileViewVisitors = pgTable(
  'profile_view_visitors',
  {
    accountId: accountRef(),
    day: date('day', { mode: 'string' }).notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day, t.visitorHash] })],
);

/** The random salt of each day's visitor hashes, shared by every instance. */
export const profileViewSalts = pgTable('profile_view_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * Versions of any document an owner edits: the profile (`doc_id` is the
 * account's id), a CV, a letter, an application. Each is the whole document
 * as it was after a change (or just before an import, a language swap, a
 * restore or a delete), as JSON its room wrote and its room restores. `seq`
 * orders them strictly; a named version is kept however old it gets.
 */
export const versions = pgTable(
  'versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    accountId: accountRef(),
    docType: text('doc_type').notNull(),
    docId: uuid('doc_id').notNull(),
    /** Why it was recorded: `edit`, or the step it comes before (`import`, `language`, `restore`, `delete`). */
    reason: text('reason').notNull(),
    name: text('name'),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('versions_doc_idx').on(t.accountId, t.docType, t.docId, t.seq),
    index('versions_created_idx').on(t.createdAt),
  ],
);

/**
 * The bin: a deleted CV, letter, application, custom section or entry, as
 * the JSON its room restores it from, for 30 days (then the purge job
 * removes it). `item_id` is the id it had and gets back.
 */
export const binItems = pgTable(
  'bin_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: accountRef(),
    kind: text('kind').notNull(),
    itemId: uuid('item_id').notNull(),
    label: text('label').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bin_items_account_idx').on(t.accountId, t.deletedAt),
    index('bin_items_deleted_idx').on(t.deletedAt),
  ],
);

/**
 * When each periodic job last ran, shared by every instance: an instance
 * runs a job only after claiming its row with one conditional update, so a
 * run happens once however many instances are up.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
});

/**
 * Relations for Drizzle's relational queries: the whole profile (account,
 * theme, all entries and the custom sections) loads in one SQL statement. Entries and the
 * theme hang off the account; relating them to the profile row through the
 * shared account_id needs no foreign key.
 */
export const profilesRelations = relations(profiles, ({ one, many }) => ({
  account: one(accounts, { fields: [profiles.accountId], references: [accounts.id] }),
  theme: one(themes),
  entries: many(profileEntries),
  customSections: many(customSections),
}));

export const themesRelations = relations(themes, ({ one }) => ({
  profile: one(profiles, { fields: [themes.accountId], references: [profiles.accountId] }),
}));
export const profileEntriesRelations = relations(profileEntries, ({ one }) => ({
  profile: one(profiles, { fields: [profileEntries.accountId], references: [profiles.accountId] }),
}));
export const customSectionsRelations = relations(customSections, ({ one }) => ({
  profile: one(profiles, { fields: [customSections.accountId], references: [profiles.accountId] }),
}));
