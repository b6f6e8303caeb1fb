import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { Locale, PublicProfile } from '@cv/shared';

/**
 * Public views of profiles, kept in memory per username and language. A
 * repeated view of an unchanged profile costs no query and no mapping: the
 * JSON and its ETag are made once. Every write of an account drops its views
 * here and, through Redis pub/sub, on every other instance; without Redis a
 * short lifetime bounds how long another instance can show an old version.
 */

/** One cached view: the profile (null: the account exists but shows nothing), its JSON and ETag. */
export interface CachedView {
  accountId: string;
  profile: PublicProfile | null;
  json: string;
  etag: string;
}

export interface PublicProfileCacheOptions {
  /** How long a view lives; 0 turns the cache off. */
  ttlMs: number;
  max?: number;
  redis?: Redis | undefined;
  log: FastifyBaseLogger;
}

const CHANNEL = 'cv:profile-changed';

export class PublicProfileCache {
  private readonly views: LRUCache<string, CachedView> | null;
  /** The cache keys of each account's views, to drop them all on a change. */
  private readonly keysOf = new Map<string, Set<string>>();
  private subscriber: Redis | undefined;

  constructor(private readonly options: PublicProfileCacheOptions) {
    this.views =
      options.ttlMs > 0
        ? new LRUCache<string, CachedView>({
            max: options.max ?? 10_000,
            ttl: options.ttlMs,
            dispose: (view, key) => this.keysOf.get(view.accountId)?.delete(key),
          })
        : null;
  }

  /** Listens for other instances' changes (when Redis is configured). */
  async start(): Promise<void> {
    const { redis, log } = this.options;
    if (!redis || !this.views) return;
    // A subscribing connection can do nothing else: a second one.
    const subscriber = redis.duplicate();
    this.subscriber = subscriber;
    subscriber.on('error', (err) => log.warn({ err }, 'profile cache subscriber error'));
    subscriber.on('message', (_channel, accountId: string) => this.drop(accountId));
    // On every connection rather than once: an instance started while Redis is
    // down serves meanwhile and listens as soon as Redis is there. The start
    // waits for the first subscription, or for the first failure to connect.
    await new Promise<void>((started) => {
      subscriber.on('ready', () => {
        subscriber.subscribe(CHANNEL).then(
          () => started(),
          (err: unknown) => {
            log.warn({ err }, 'profile cache could not subscribe; retried on the next connection');
            started();
          },
        );
      });
      subscriber.once('error', () => started());
      subscriber.connect().catch(() => {
        // Reported by the error listener; the client keeps reconnecting.
      });
    });
  }

  async stop(): Promise<void> {
    this.subscriber?.disconnect();
  }

  private static key(username: string, lang: Locale): string {
    return `${username.toLowerCase()}|${lang}`;
  }

  get(username: string, lang: Locale): CachedView | undefined {
    return this.views?.get(PublicProfileCache.key(username, lang));
  }

  set(
    username: string,
    lang: Locale,
    accountId: string,
    profile: PublicProfile | null,
  ): CachedView {
    const json = profile ? JSON.stringify(profile) : '';
    const view: CachedView = {
      accountId,
      profile,
      json,
      etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
    };
    if (this.views) {
      const key = PublicProfileCache.key(username, lang);
      this.views.set(key, view);
      let keys = this.keysOf.get(accountId);
      if (!keys) this.keysOf.set(accountId, (keys = new Set()));
      keys.add(key);
    }
    return view;
  }

  /** The account changed: its views go here and on every other instance. */
  changed(accountId: string): void {
    this.drop(accountId);
    const { redis, log } = this.options;
    if (redis && this.views) {
      redis.publish(CHANNEL, accountId).catch((err: unknown) => {
        log.warn({ err }, 'could not tell other instances about a profile change');
      });
    }
  }

  private drop(accountId: string): void {
    const keys = this.keysOf.get(accountId);
    if (!keys) return;
    this.keysOf.delete(accountId);
    for (const key of keys) this.views?.delete(key);
  }
}
