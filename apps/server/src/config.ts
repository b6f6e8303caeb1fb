import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalUrl = z.url().optional();

/** The address ranges proxy-addr (Fastify's trustProxy) knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or one of the named ranges. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may name the client in X-Forwarded-For: none (`false`, `0`),
 * how many stand in front of the app (`1`, `2`, …; `true` means one), or a
 * comma-separated list of their addresses and ranges. The client address is
 * then read from the right of the header, past the trusted proxies only:
 * whatever a client writes to its left is never believed.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (['false', 'no', '0'].includes(value)) return false;
    if (['true', 'yes'].includes(value)) return 1;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        'a number of proxies (1, 2, …) or a comma-separated list of proxy addresses or CIDR ranges',
    });
    return z.NEVER;
  });

/**
 * Every setting is an environment variable, validated here at start. The
 * inferred type is the config type; it is never written out by hand.
 */
const secretList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().min(32, 'each secret needs at least 32 characters')).min(1))
  .optional();

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** On SIGTERM: how long to answer "not ready" (and keep serving) before closing the listener. */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(3000),
  /** On a signal: how long requests in flight may take before the process gives up on them. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(15_000),
  /**
   * How long a request may take to arrive, headers and body (408 after it).
   * The default lets the largest upload (5 MB) through at 1 Mbit/s.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /** Enables GET /metrics (Prometheus) for requests bearing this token. */
  METRICS_TOKEN: z.string().min(16).optional(),
  TRUST_PROXY: trustProxy.default(false),
  WEB_DIST_DIR: z.string().optional(),
  /**
   * Signing secrets, each a comma-separated list (newest first: it signs, all
   * verify). When not given, generated once and kept in the database.
   */
  JWT_SECRET: secretList,
  COOKIE_SECRET: secretList,
  MAIL_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('CV Builder <no-reply@localhost>'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /**
   * How long a public profile view stays in memory (ms); 0 turns the cache off.
   * Default: 5 minutes with REDIS_URL (changes reach every instance at once),
   * else 1 second (bounds what another instance without Redis can show).
   */
  PUBLIC_PROFILE_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_PUBLIC_URL: optionalUrl,
  GITHUB_CLIENT_ID: z.string().optional(),
  GITHUB_CLIENT_SECRET: z.string().optional(),
  GITHUB_AUTHORIZE_URL: z.url().default('https://github.com/login/oauth/authorize'),
  GITHUB_TOKEN_URL: z.url().default('https://github.com/login/oauth/access_token'),
  GITHUB_API_URL: z.url().default('https://api.github.com'),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().default('OpenID Connect'),
  SOURCE_URL: z.url().default('https://github.com/cv-builder/cv-builder'),
});

export type Env = z.infer<typeof envSchema>;

/**
 * TRUST_PROXY as Fastify's `trustProxy`. A number of proxies becomes a
 * function trusting that many hops from the right (the connection's peer is
 * the first): Fastify refuses plain hop counts, since they believe any peer,
 * which is right only where the instances are reachable through the proxies
 * alone. A list is passed on as it is.
 */
export function proxyTrust(
  setting: Env['TRUST_PROXY'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

export type Config = Omit<Env, 'PUBLIC_URL' | 'DATA_DIR' | 'WEB_DIST_DIR'> & {
  PUBLIC_URL: string;
  DATA_DIR: string;
  WEB_DIST_DIR: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a ConfigError naming each bad variable. */
export function parseEnv(env: NodeJS.ProcessEnv): Env {
  // Empty strings count as unset, so `FOO=` in a .env file means "default".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** The full runtime config: parsed environment, absolute paths and secrets. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = parseEnv(env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  return {
    ...parsed,
    DATA_DIR: dataDir,
    PUBLIC_URL: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
    WEB_DIST_DIR: path.resolve(parsed.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
  };
}
