import type { AuthenticationResponse, Passkey, RegistrationResponse, Session } from '@cv/shared';
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnError,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { api, backgroundApi, dataOf } from '../../api/client';
import { handleApiError } from '../../api/handleApiError';
import { i18n } from '../../app/i18n';
import { notify } from '../../app/toast';

/**
 * The browser's half of passkeys (WebAuthn, @simplewebauthn/browser): each
 * ceremony asks the server for options, lets the browser talk to the
 * authenticator, and sends the answer back. The challenge travels in an
 * httpOnly cookie the server sets with the options. The library's JSON types
 * and the API's are the same JSON; they are cast into each other because the
 * library's interfaces lack the open index signature of the API's.
 */

/** Whether this browser can use passkeys at all; the buttons hide otherwise. */
export const passkeysSupported = () => browserSupportsWebAuthn();

/** Creates a passkey for the logged-in account and stores it under `name`. */
export async function createPasskey(name: string): Promise<Passkey> {
  const options = await dataOf(api.POST('/api/account/passkeys/registration-options'));
  const response = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return dataOf(
    api.POST('/api/account/passkeys', {
      body: { name, response: response as RegistrationResponse },
    }),
  );
}

async function assertion(
  optionsPath: '/api/auth/passkey/options' | '/api/auth/reauthenticate/passkey/options',
) {
  const options = await dataOf(api.POST(optionsPath));
  const response = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return response as AuthenticationResponse;
}

/** Logs in with any passkey the browser holds for this site (no username). */
export async function logInWithPasskey(): Promise<Session> {
  const response = await assertion('/api/auth/passkey/options');
  return dataOf(backgroundApi.POST('/api/auth/passkey/login', { body: { response } }));
}

/** Confirms the logged-in user with one of the account's passkeys (re-authentication). */
export async function confirmWithPasskey(): Promise<void> {
  const response = await assertion('/api/auth/reauthenticate/passkey/options');
  await dataOf(api.POST('/api/auth/reauthenticate/passkey', { body: { response } }));
}

/**
 * What the browser said when the ceremony did not finish: the user closed
 * its dialog (or it timed out), or the authenticator holds a passkey of this
 * account already. Null for anything else.
 */
function browserRefusal(error: unknown): string | null {
  if (!(error instanceof WebAuthnError || error instanceof DOMException)) return null;
  if (
    error instanceof WebAuthnError &&
    error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'
  ) {
    return i18n.t('account.ui.passkeys.alreadyOnDevice');
  }
  if (error.name === 'NotAllowedError' || error.name === 'AbortError') {
    return i18n.t('account.ui.passkeys.cancelled');
  }
  // The address is no domain a passkey can belong to (an IP address, plain http).
  if (
    error.name === 'SecurityError' ||
    (error instanceof WebAuthnError &&
      (error.code === 'ERROR_INVALID_DOMAIN' || error.code === 'ERROR_INVALID_RP_ID'))
  ) {
    return i18n.t('account.passkeys.errors.browserRefused');
  }
  return i18n.t('errors.generic.detail');
}

/** The one error path of a passkey ceremony: the browser's refusals and the server's answers. */
export function showPasskeyError(error: unknown, title: string) {
  const refusal = browserRefusal(error);
  if (refusal) notify.error(title, refusal);
  else handleApiError(error, { title });
}

const BROWSERS: [name: string, pattern: RegExp][] = [
  ['Edge', /Edg(e|A|iOS)?\//],
  ['Opera', /OPR\//],
  ['Samsung Internet', /SamsungBrowser\//],
  ['Firefox', /(Firefox|FxiOS)\//],
  ['Chrome', /(Chrome|CriOS)\//],
  ['Safari', /Version\/[\d.]+.*Safari\//],
];
const SYSTEMS: [name: string, pattern: RegExp][] = [
  ['iOS', /iPhone|iPad|iPod/],
  ['Android', /Android/],
  ['ChromeOS', /CrOS/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X|Macintosh/],
  ['Linux', /Linux/],
];
const firstMatch = (list: [string, RegExp][], text: string) =>
  list.find(([, pattern]) => pattern.test(text))?.[0];

/** The browser and system this runs on ("Chrome on Linux"), as a new passkey's default name. */
export function defaultPasskeyName(userAgent = navigator.userAgent): string {
  const browser = firstMatch(BROWSERS, userAgent);
  const os = firstMatch(SYSTEMS, userAgent);
  if (browser && os) return i18n.t('account.ui.passkeys.defaultName', { browser, os });
  return browser ?? os ?? i18n.t('account.ui.passkeys.fallbackName');
}
