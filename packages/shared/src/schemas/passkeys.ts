import { z } from 'zod';
import { MESSAGE_KEYS } from '../validation';
import { requiredText } from './common';

/**
 * Passkeys (WebAuthn) contract. The browser's answers are checked here only
 * for shape and size; the signatures, challenge, origin and relying party are
 * the server's WebAuthn library's to check. Unknown members pass through, so
 * that a browser adding one (a new extension output) does not break logins.
 */

/** The most passkeys one account may keep. */
export const MAX_PASSKEYS = 10;
export const PASSKEY_NAME_MAX = 64;

/** base64url without padding, as WebAuthn's JSON encodes binary values. */
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/);

/** A credential id is at most 1023 bytes: 1364 characters of base64url. */
const credentialId = base64url(1364);
const transports = z.array(z.string().max(32)).max(16);
const clientExtensionResults = z.record(z.string(), z.unknown()).default({});
const authenticatorAttachment = z.enum(['platform', 'cross-platform']).optional();

/** What `navigator.credentials.create()` answers, as JSON (@simplewebauthn/browser). */
export const registrationResponseSchema = z.looseObject({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(32_768),
    authenticatorData: base64url(16_384).optional(),
    transports: transports.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(8192).optional(),
  }),
  authenticatorAttachment,
  clientExtensionResults,
});
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/** What `navigator.credentials.get()` answers, as JSON (@simplewebauthn/browser). */
export const authenticationResponseSchema = z.looseObject({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(16_384),
    signature: base64url(2048),
    userHandle: base64url(128).optional(),
  }),
  authenticatorAttachment,
  clientExtensionResults,
});
export type AuthenticationResponse = z.infer<typeof authenticationResponseSchema>;

/** `POST /api/account/passkeys`: the new passkey's name and the browser's answer. */
export const addPasskeySchema = z.object({
  name: requiredText(PASSKEY_NAME_MAX),
  response: registrationResponseSchema,
});
export type AddPasskey = z.input<typeof addPasskeySchema>;

/** `POST /api/auth/passkey/login` and `POST /api/auth/reauthenticate/passkey`. */
export const passkeyAssertionSchema = z.object({ response: authenticationResponseSchema });
export type PasskeyAssertion = z.input<typeof passkeyAssertionSchema>;

const credentialDescriptor = z.looseObject({
  id: credentialId,
  type: z.literal('public-key'),
  transports: transports.optional(),
});

/** Options for `navigator.credentials.create()` (PublicKeyCredentialCreationOptionsJSON). */
export const passkeyRegistrationOptionsSchema = z.looseObject({
  rp: z.looseObject({ id: z.string().optional(), name: z.string() }),
  user: z.looseObject({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.looseObject({ type: z.literal('public-key'), alg: z.number() })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z.looseObject({}).optional(),
  attestation: z.string().optional(),
  extensions: z.looseObject({}).optional(),
});
export type PasskeyRegistrationOptions = z.infer<typeof passkeyRegistrationOptionsSchema>;

/** Options for `navigator.credentials.get()` (PublicKeyCredentialRequestOptionsJSON). */
export const passkeyAuthenticationOptionsSchema = z.looseObject({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: z.string().optional(),
  extensions: z.looseObject({}).optional(),
});
export type PasskeyAuthenticationOptions = z.infer<typeof passkeyAuthenticationOptionsSchema>;

/** A passkey as its owner sees it: never the public key or the credential id. */
export const passkeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  /** Null until the first login or re-authentication with it. */
  lastUsedAt: z.iso.datetime().nullable(),
  /** Synced by its provider (a password manager, a platform account) to other devices. */
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.array(passkeySchema);

/** Path parameter of `DELETE /api/account/passkeys/{id}`. */
export const passkeyIdParamsSchema = z.object({ id: z.uuid({ message: MESSAGE_KEYS.invalid }) });
