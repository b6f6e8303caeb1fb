// The codes apart from the error body's schema: a client that only checks a
// code (the web app's first page) does not load zod for it.

/**
 * Codes any route may answer with: request, framework and infrastructure
 * errors. Each has its message under `errors.<code>` in the i18n resources.
 */
export const GENERAL_ERROR_CODES = [
  'validation',
  'malformed_json',
  'unsupported_media_type',
  'payload_too_large',
  'not_found',
  'route_not_found',
  'method_not_allowed',
  'unauthorized',
  'forbidden',
  'rate_limited',
  'conflict',
  'internal',
  'service_unavailable',
  'malformed_multipart',
  'bad_request',
  'bad_url',
  'uri_too_long',
  'headers_too_large',
  'request_timeout',
] as const;

/** Codes of one feature's errors; each error names its own message key. */
const FEATURE_CODES = [
  // login, sessions and re-authentication
  'invalid_credentials',
  'second_factor_expired',
  'session_expired',
  'session_not_found',
  'reauthentication_required',
  'status_forbidden',
  // account, e-mail verification and password reset
  'username_taken',
  'email_taken',
  'verification_invalid',
  'verification_expired',
  'verification_used',
  'reset_link_invalid',
  'reset_link_expired',
  'reset_link_used',
  'mail_unavailable',
  // two-factor login
  'two_factor_enabled',
  'two_factor_disabled',
  'two_factor_not_enrolling',
  // passkeys
  'passkey_invalid',
  'passkey_challenge_expired',
  'passkey_user_verification_required',
  'passkey_limit_reached',
  'passkey_already_registered',
  'passkey_not_found',
  'no_passkeys',
  'passkeys_need_domain',
  // external logins
  'provider_not_found',
  'provider_unavailable',
  'provider_already_linked',
  'email_has_password_account',
  'identity_not_found',
  'last_login_method',
  // profile and picture
  'profile_not_found',
  'entry_not_found',
  'entry_limit',
  'section_not_found',
  'picture_not_found',
  'invalid_image',
  // CV rendering
  'cv_profile_not_found',
  'cv_page_not_found',
  'cv_busy',
  'cv_render_timeout',
  'cv_pool_closed',
  'cv_render_failed',
  // CV documents
  'cv_not_found',
  'cv_limit',
  'cv_preview_superseded',
  // cover letters
  'letter_not_found',
  'letter_limit',
  'letter_cv_not_found',
  'letter_no_cv',
  'letter_paragraph_not_found',
  'letter_paragraph_limit',
  'letter_signature_invalid',
  'letter_signature_not_found',
  // applications
  'application_not_found',
  'application_limit',
  'application_stage_conflict',
  'application_cv_not_found',
  'application_letter_not_found',
  'application_no_posting',
  'sent_document_not_found',
  'calendar_feed_not_found',
  'applications_csv_invalid',
  // import and export
  'import_unreadable',
  'import_limit',
  'import_empty',
  'import_running',
  'import_too_complex',
  'import_busy',
  // share links
  'share_link_not_found',
  'share_link_limit',
  // versions and the bin
  'version_not_found',
  'restore_target_not_found',
  'bin_item_not_found',
  'bin_restore_conflict',
] as const;

/**
 * Every stable machine-readable code the server answers with. A closed list:
 * a code neither side knows (or a typo) fails to compile on both.
 */
export const ERROR_CODES = [...GENERAL_ERROR_CODES, ...FEATURE_CODES] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

export function isErrorCode(value: string): value is ErrorCode {
  return KNOWN_CODES.has(value);
}
