import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type { AuthenticationResponse, RegistrationResponse } from '@cv/shared';

/**
 * A WebAuthn authenticator in software, for tests: ES256 keys from
 * node:crypto, attestation "none", discoverable credentials. It answers the
 * options the server gives as a browser with a platform authenticator would,
 * and can be told to misbehave (another origin, no user verification).
 */

const FLAGS = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 } as const;
/** COSE: key type EC2, algorithm ES256, curve P-256. */
const COSE = { kty: 1, alg: 3, crv: -1, x: -2, y: -3, EC2: 2, ES256: -7, P256: 1 } as const;

export interface StoredCredential {
  id: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The user handle the relying party gave at registration (base64url). */
  userHandle: string;
  signCount: number;
}

export interface CeremonyOverrides {
  /** The origin the "browser" reports; default the authenticator's. */
  origin?: string;
  /** Whether the user was verified (PIN, biometrics); default true. */
  userVerified?: boolean;
  /** The relying party id the authenticator data is bound to; default the authenticator's. */
  rpId?: string;
}

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

function uint32(value: number) {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value);
  return out;
}

function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [COSE.kty, COSE.EC2],
      [COSE.alg, COSE.ES256],
      [COSE.crv, COSE.P256],
      [COSE.x, Buffer.from(jwk.x ?? '', 'base64url')],
      [COSE.y, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );
}

/** What a credential's answer says besides its ceremony's `response`, as a platform authenticator's. */
const asBrowserHandsIt = (credential: StoredCredential) => ({
  id: base64url(credential.id),
  rawId: base64url(credential.id),
  type: 'public-key' as const,
  authenticatorAttachment: 'platform' as const,
  clientExtensionResults: {},
});

export class SoftwareAuthenticator {
  readonly credentials: StoredCredential[] = [];

  /**
   * `countSignatures: false` keeps the signature counter at 0, as synced
   * passkeys (Apple, Google) do: then only the server's challenge handling
   * stops a replayed answer.
   */
  constructor(
    readonly rpId: string,
    readonly origin: string,
    private readonly options: { countSignatures?: boolean } = {},
  ) {}

  private clientData(type: string, challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private flags(userVerified: boolean, extra = 0) {
    return Buffer.from([FLAGS.userPresent | (userVerified ? FLAGS.userVerified : 0) | extra]);
  }

  /** Answers `navigator.credentials.create()` options with a new credential. */
  register(
    options: { challenge: string; user: { id: string } },
    overrides: CeremonyOverrides = {},
  ): RegistrationResponse {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const credential: StoredCredential = {
      id: randomBytes(32),
      privateKey,
      publicKey,
      userHandle: options.user.id,
      signCount: 0,
    };
    this.credentials.push(credential);
    const credentialIdLength = Buffer.alloc(2);
    credentialIdLength.writeUInt16BE(credential.id.length);
    const authData = Buffer.concat([
      sha256(overrides.rpId ?? this.rpId),
      this.flags(overrides.userVerified ?? true, FLAGS.attestedData),
      uint32(credential.signCount),
      Buffer.alloc(16), // AAGUID: none
      credentialIdLength,
      credential.id,
      coseKey(publicKey),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, number>>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    const clientDataJSON = this.clientData(
      'webauthn.create',
      options.challenge,
      overrides.origin ?? this.origin,
    );
    return {
      ...asBrowserHandsIt(credential),
      response: {
        clientDataJSON: base64url(clientDataJSON),
        attestationObject: base64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /**
   * Answers `navigator.credentials.get()` options with a stored credential:
   * the one allowed, else (usernameless) the newest.
   */
  authenticate(
    options: { challenge: string; allowCredentials?: { id: string }[] },
    overrides: CeremonyOverrides & { credential?: StoredCredential } = {},
  ): AuthenticationResponse {
    const allowed = options.allowCredentials?.map((c) => c.id) ?? [];
    const credential =
      overrides.credential ??
      [...this.credentials]
        .reverse()
        .find((c) => allowed.length === 0 || allowed.includes(base64url(c.id)));
    if (!credential) throw new Error('the authenticator holds no allowed credential');
    if (this.options.countSignatures !== false) credential.signCount += 1;
    const authData = Buffer.concat([
      sha256(overrides.rpId ?? this.rpId),
      this.flags(overrides.userVerified ?? true),
      uint32(credential.signCount),
    ]);
    const clientDataJSON = this.clientData(
      'webauthn.get',
      options.challenge,
      overrides.origin ?? this.origin,
    );
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), {
      key: credential.privateKey,
      dsaEncoding: 'der',
    });
    return {
      ...asBrowserHandsIt(credential),
      response: {
        clientDataJSON: base64url(clientDataJSON),
        authenticatorData: base64url(authData),
        signature: base64url(signature),
        userHandle: credential.userHandle,
      },
    };
  }
}
