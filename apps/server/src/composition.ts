import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { Secrets } from './db/signing-keys';
import { AccountRepository } from './features/identity/account.repository';
import { accountRoutes } from './features/identity/account.routes';
import { createAccountService } from './features/identity/account.service';
import { VerificationRepository } from './features/identity/verification.repository';
import { createVerificationService } from './features/identity/verification.service';
import { authRoutes } from './features/identity/auth.routes';
import { createAuthService } from './features/identity/auth.service';
import { countryRoutes } from './features/platform/countries.routes';
import { CvDocumentRepository } from './features/cvs/cv-documents.repository';
import { cvDocumentRoutes } from './features/cvs/cv-documents.routes';
import { createCvDocumentService } from './features/cvs/cv-documents.service';
import { registerCvRenderPool } from './features/cv-engine/cv-render-service';
import { cvRoutes } from './features/cvs/cv.routes';
import { healthRoutes } from './features/platform/health.routes';
import { createMailer } from './features/platform/mailer';
import { mediaRoutes } from './features/platform/media.routes';
import { createMediaStorage } from './features/platform/storage';
import { identitiesRoutes } from './features/identity/identities.routes';
import { OAuthRepository } from './features/identity/oauth.repository';
import { oauthRoutes } from './features/identity/oauth.routes';
import { createOAuthService } from './features/identity/oauth.service';
import { createProviders } from './features/identity/providers';
import { challengeCookies } from './features/identity/passkey-challenge';
import { passkeyLoginRoutes } from './features/identity/passkey-login.routes';
import { PasskeyRepository } from './features/identity/passkey.repository';
import { createPasskeyService } from './features/identity/passkey.service';
import { passkeyRoutes } from './features/identity/passkeys.routes';
import { PasswordResetRepository } from './features/identity/password-reset.repository';
import { passwordResetRoutes } from './features/identity/password-reset.routes';
import { createPasswordResetService } from './features/identity/password-reset.service';
import { createCvDataLoader } from './features/profile/profile-cv';
import { profileRoutes } from './features/profile/profile.routes';
import { createProfileService } from './features/profile/profile.service';
import { createAccountExport } from './features/portability/account-export';
import { exportRoutes } from './features/portability/export.routes';
import { importRoutes } from './features/portability/import.routes';
import { createImportService } from './features/portability/import.service';
import {
  ImportReaderPool,
  registerImportReaderPool,
} from './features/portability/import-reader-pool';
import { publicPageRoutes } from './features/sharing/page/public-page.routes';
import { publicProfileRoutes } from './features/sharing/public-profile.routes';
import { PublicProfileCache } from './features/sharing/public-profile-cache';
import { createPublicProfileService } from './features/sharing/public-profile.service';
import { RefreshTokenRepository } from './features/identity/refresh-token.repository';
import { createSessionService } from './features/identity/session.service';
import { sessionRoutes } from './features/identity/sessions.routes';
import { TwoFactorRepository } from './features/identity/two-factor.repository';
import { twoFactorRoutes } from './features/identity/two-factor.routes';
import { createTwoFactorService } from './features/identity/two-factor.service';
import { shareToolsRoutes } from './features/sharing/share-tools.routes';
import { ProfileStatsRepository } from './features/sharing/profile-stats.repository';
import { profileStatsRoutes } from './features/sharing/profile-stats.routes';
import { createProfileStatsService } from './features/sharing/profile-stats.service';
import { ShareLinkRepository } from './features/sharing/share-links.repository';
import {
  shareLinkRoutes,
  sharedProfilePage,
  sharedProfileRoutes,
} from './features/sharing/share-links.routes';
import { createShareLinkService } from './features/sharing/share-links.service';
import { createVisitorCvLoader } from './features/sharing/visitor-pdf';
import { visitorPdfRoutes } from './features/sharing/visitor-pdf.routes';
import { spaRoutes } from './features/platform/spa.routes';
import { authHooks } from './security/auth-hooks';
import type { RateLimiter } from './security/rate-limit';
import { accessKeys } from './security/session-tokens';

/**
 * The composition root: the one place that knows every feature. It builds
 * each repository and service once, from what the app opened, and hands each
 * feature's routes what they need as plugin options. Features import none of
 * this; they declare routes and take what they are given.
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What the app opened before anything is wired; every service is built from these. */
export interface Platform {
  config: Config;
  database: DatabaseHandle;
  secrets: Secrets;
  /** The app's one Redis client (REDIS_URL), for the public profile cache's messages. */
  redis: Redis | undefined;
  /** Every rate limit's counters (in Redis when REDIS_URL is set); the route limits use them too. */
  limits: RateLimiter;
  /** `draining` is set on SIGTERM: readiness then answers 503. */
  lifecycle: { readonly draining: boolean };
  log: FastifyBaseLogger;
}

/**
 * Sessions (refresh token families) on the app's database, signed with its
 * keys. Tests and benchmarks start sessions of their accounts with it too.
 */
export function createSessions(db: Database, secrets: Secrets, log: FastifyBaseLogger) {
  return createSessionService({
    tokens: new RefreshTokenRepository(db),
    accessKey: accessKeys(secrets.jwt),
    successorKey: secrets.jwt[0] ?? '',
    log,
  });
}

function composeServices({ config, database, secrets, redis, limits, log }: Platform) {
  const { db } = database;
  const publicUrl = config.PUBLIC_URL;
  const mailer = createMailer(config, log);
  const storage = createMediaStorage(config);

  const accounts = new AccountRepository(db);
  const sessions = createSessions(db, secrets, log);
  const verification = createVerificationService({
    tokens: new VerificationRepository(db),
    accounts,
    mailer,
    limits,
    publicUrl,
    log,
  });
  const account = createAccountService({
    accounts,
    sessions,
    verification,
    storage,
    log,
    mailer,
    publicUrl,
  });
  const profile = createProfileService({ db, storage, log });
  const publicProfileCache = new PublicProfileCache({
    ttlMs: config.PUBLIC_PROFILE_CACHE_MS ?? (redis ? 5 * 60_000 : 1_000),
    redis,
    log,
  });
  const twoFactor = createTwoFactorService({
    repository: new TwoFactorRepository(db),
    accounts,
    mailer,
    publicUrl,
    log,
  });

  const publicProfiles = createPublicProfileService({ db, storage, cache: publicProfileCache });
  const importReader = new ImportReaderPool();
  // Statistics and share links know each other only through these ports.
  const shareLinkRepository = new ShareLinkRepository(db);
  let liveShareLinkOwner: (id: string) => Promise<string | null> = async () => null;
  const stats = createProfileStatsService({
    repository: new ProfileStatsRepository(db),
    targets: {
      ownerOf: async (kind, key) => {
        if (kind === 'share') return liveShareLinkOwner(key);
        // The public view's cache answers repeated views of a profile without a query.
        const view = await publicProfiles.view(key, 'en');
        return view?.profile ? view.accountId : null;
      },
      shareLinks: (accountId) => shareLinkRepository.labels(accountId),
    },
    limits,
    log,
  });
  const shareLinks = createShareLinkService({
    repository: shareLinkRepository,
    stats,
    db,
    storage,
    publicUrl,
  });
  liveShareLinkOwner = shareLinks.liveOwner;

  return {
    publicUrl,
    mailer,
    storage,
    accessKey: accessKeys(secrets.jwt),
    sessions,
    // Anyone with the link may verify, logged in or not: a newly verified account's
    // public view changes without a write of a logged-in account (see composeApp).
    verification: {
      ...verification,
      async verify(...args: Parameters<typeof verification.verify>) {
        const status = await verification.verify(...args);
        publicProfiles.changed(args[0].id);
        return status;
      },
    },
    twoFactor,
    // Logins ask for the second factor through a port (SecondFactor) that two-factor login fills.
    auth: createAuthService({ accounts, sessions, verification, limits, secondFactor: twoFactor }),
    account,
    passwordReset: createPasswordResetService({
      tokens: new PasswordResetRepository(db),
      accounts,
      sessions,
      mailer,
      limits,
      publicUrl,
      log,
    }),
    // The password login and the passkey login share the account limits.
    passkeys: createPasskeyService({
      passkeys: new PasskeyRepository(db),
      accounts,
      sessions,
      limits,
      log,
      mailer,
      publicUrl,
    }),
    challenges: challengeCookies(publicUrl),
    // With no provider configured the routes still exist: the list is empty, every provider 404s.
    oauth: createOAuthService({
      providers: createProviders(config, log),
      identities: new OAuthRepository(db),
      accounts,
      sessions,
      verification,
      secondFactor: twoFactor,
    }),
    profile,
    // Uploaded files are read in worker threads with a time and memory limit.
    importReader,
    imports: createImportService({ db, readFile: importReader.read }),
    exports: createAccountExport({ db, account, profile, sessions, storage }),
    publicProfileCache,
    publicProfiles,
    stats,
    shareLinks,
    visitorCvs: createVisitorCvLoader({ db, storage }),
    loadCvData: createCvDataLoader({ db, storage, publicUrl }),
    cvDocuments: createCvDocumentService({ repository: new CvDocumentRepository(db) }),
  };
}

/**
 * Builds the services and registers the authentication hooks, every
 * feature's routes under /api (in this order in the OpenAPI document), the
 * web app and the public profile's share page.
 */
export async function composeApp(app: FastifyInstance, platform: Platform): Promise<void> {
  const { config, database, lifecycle } = platform;
  const s = composeServices(platform);
  const { publicUrl } = s;
  app.addHook('onClose', async () => s.mailer.close());
  await s.publicProfileCache.start();
  app.addHook('onClose', () => s.publicProfileCache.stop());
  registerImportReaderPool(app, s.importReader);
  // Any successful write of a logged-in account may change its public view: drop it (here and,
  // through Redis, everywhere) before the answer leaves, so the writer's next view is current.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.accountId && !SAFE_METHODS.has(request.method) && reply.statusCode < 400) {
      s.publicProfiles.changed(request.accountId);
    }
    done(null, payload);
  });

  await app.register(authHooks, { db: database.db, accessKey: s.accessKey });
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database, lifecycle });
      await api.register(authRoutes, {
        auth: s.auth,
        account: s.account,
        sessions: s.sessions,
        accessKey: s.accessKey,
        publicUrl,
      });
      await api.register(accountRoutes, {
        account: s.account,
        verification: s.verification,
        publicUrl,
      });
      await api.register(passwordResetRoutes, { passwordReset: s.passwordReset });
      await api.register(sessionRoutes, { sessions: s.sessions });
      await api.register(passkeyRoutes, { passkeys: s.passkeys, challenges: s.challenges });
      await api.register(passkeyLoginRoutes, {
        passkeys: s.passkeys,
        challenges: s.challenges,
        publicUrl,
      });
      await api.register(twoFactorRoutes, { twoFactor: s.twoFactor });
      await api.register(oauthRoutes, { oauth: s.oauth, accessKey: s.accessKey, publicUrl });
      await api.register(identitiesRoutes, { oauth: s.oauth, publicUrl });
      await api.register(countryRoutes);
      await api.register(mediaRoutes, { storage: s.storage });
      await api.register(profileRoutes, { profile: s.profile });
      await api.register(publicProfileRoutes, { publicProfiles: s.publicProfiles });
      // One render pool for every route that renders a CV.
      const renderer = registerCvRenderPool(api, { eager: config.NODE_ENV === 'production' });
      await api.register(cvRoutes, { loadCvData: s.loadCvData, renderer });
      await api.register(visitorPdfRoutes, {
        visitorCvs: s.visitorCvs,
        renderer,
        stats: s.stats,
        accessKey: s.accessKey,
      });
      await api.register(shareLinkRoutes, { shareLinks: s.shareLinks });
      await api.register(sharedProfileRoutes, {
        shareLinks: s.shareLinks,
        visitorCvs: s.visitorCvs,
        renderer,
        stats: s.stats,
        accessKey: s.accessKey,
      });
      await api.register(profileStatsRoutes, { stats: s.stats, accessKey: s.accessKey });
      // Takes account, publicProfiles, storage and publicUrl from the services.
      await api.register(shareToolsRoutes, { ...s, renderer });
      await api.register(cvDocumentRoutes, {
        documents: s.cvDocuments,
        loadCvData: s.loadCvData,
        renderer,
      });
      await api.register(importRoutes, { imports: s.imports });
      await api.register(exportRoutes, {
        exports: s.exports,
        documents: s.cvDocuments,
        loadCvData: s.loadCvData,
        renderer,
      });
    },
    { prefix: '/api' },
  );

  await app.register(spaRoutes, { distDir: config.WEB_DIST_DIR });
  await app.register(publicPageRoutes, { publicProfiles: s.publicProfiles, publicUrl });
  await app.register(sharedProfilePage, { shareLinks: s.shareLinks, publicUrl });
}
