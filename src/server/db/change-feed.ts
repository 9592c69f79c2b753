import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client';

/**
 * The channels database triggers notify, each read by one in-process cache:
 * - `landing_pages` (payload: an order id): a public page may have changed (migration 0013,
 *   src/server/landing/published-pages.ts);
 * - `auth_sessions` (payload: a user id): one of the user's sessions was deleted or changed, or
 *   the user's name or email (migration 0022, src/server/auth/session-cache.ts).
 */
const CHANGE_CHANNELS = ['landing_pages', 'auth_sessions'] as const;
export type ChangeChannel = (typeof CHANGE_CHANNELS)[number];

export interface ChangeEvents {
  /** A notification on the channel: drop what is kept for `payload`. */
  changed(payload: string): void;
  /** Listening (again): notifications sent before this point may have been missed, forget everything. */
  reset(): void;
}

interface Backend {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The process's one listener for database change notifications (PostgreSQL LISTEN/NOTIFY, or
 * PGlite's in-process listener), shared by every cache that must forget what another process
 * (or a trigger) changed. PostgreSQL: one dedicated connection for every channel (not one from
 * the pool: a pooled connection is shared and LISTEN is per connection), reconnected with a
 * growing delay when it drops; every successful (re)connection resets every subscriber, because
 * notifications sent while it was down are lost.
 *
 * Started and stopped by its users (the app, the landing page cache), counted: the connection is
 * opened by the first `start` and closed by the last `stop`.
 */
export class ChangeFeed {
  private readonly subscribers = new Map<ChangeChannel, Set<ChangeEvents>>();
  private readonly backend: Backend;
  private users = 0;
  private starting: Promise<void> | null = null;
  private _listening = false;

  constructor(
    database: Database,
    private readonly log: FastifyBaseLogger,
    retry: { minMs: number; maxMs: number } = { minMs: 250, maxMs: 5_000 },
  ) {
    const sink = {
      deliver: (channel: string, payload: string) => this.deliver(channel, payload),
      listening: (on: boolean) => this.setListening(on),
    };
    this.backend =
      database.driver === 'pglite'
        ? new PgliteBackend(database.pglite, sink, log)
        : new PostgresBackend(database.url, sink, log, retry);
  }

  /** True while notifications are being received: what is kept in memory is dropped as soon as it changes. */
  get listening(): boolean {
    return this._listening;
  }

  /** Receive the channel's notifications (and resets) until the returned function is called. */
  subscribe(channel: ChangeChannel, events: ChangeEvents): () => void {
    let set = this.subscribers.get(channel);
    if (!set) this.subscribers.set(channel, (set = new Set()));
    set.add(events);
    return () => {
      set.delete(events);
    };
  }

  /** Starts listening; resolves after the first attempt (a failed attempt is retried in the background). */
  start(): Promise<void> {
    this.users++;
    if (this.users === 1) this.starting = this.backend.start();
    return this.starting ?? Promise.resolve();
  }

  async stop(): Promise<void> {
    if (this.users === 0) return;
    this.users--;
    if (this.users > 0) return;
    this.starting = null;
    this.setListening(false);
    await this.backend.stop();
  }

  private deliver(channel: string, payload: string): void {
    for (const events of this.subscribers.get(channel as ChangeChannel) ?? []) events.changed(payload);
  }

  private setListening(on: boolean): void {
    if (on) {
      // Before `listening` turns true: nothing kept from before is trusted once it is.
      for (const set of this.subscribers.values()) for (const events of set) events.reset();
    }
    this._listening = on;
  }
}

interface Sink {
  deliver(channel: string, payload: string): void;
  listening(on: boolean): void;
}

class PgliteBackend implements Backend {
  private unlisten: (() => Promise<void>)[] = [];

  constructor(
    private readonly pglite: Extract<Database, { driver: 'pglite' }>['pglite'],
    private readonly sink: Sink,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    try {
      for (const channel of CHANGE_CHANNELS) {
        this.unlisten.push(await this.pglite.listen(channel, (payload) => this.sink.deliver(channel, payload)));
      }
      this.sink.listening(true);
    } catch (err) {
      this.log.warn({ err }, 'cannot listen for database changes; in-memory caches are not used or expire by age only');
    }
  }

  async stop(): Promise<void> {
    const unlisten = this.unlisten;
    this.unlisten = [];
    // The database may already be closed (it goes away with the process).
    for (const u of unlisten) await u().catch(() => undefined);
  }
}

class PostgresBackend implements Backend {
  private client: pg.Client | null = null;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  private delayMs: number;
  private wasListening = false;

  constructor(
    private readonly url: string,
    private readonly sink: Sink,
    private readonly log: FastifyBaseLogger,
    private readonly retry: { minMs: number; maxMs: number },
  ) {
    this.delayMs = retry.minMs;
  }

  start(): Promise<void> {
    this.stopped = false;
    return this.connect();
  }

  private async connect(): Promise<void> {
    this.timer = null;
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 5_000, keepAlive: true });
    this.client = client;
    client.on('error', (err) => this.dropped(client, err));
    client.on('end', () => this.dropped(client));
    client.on('notification', (message) => {
      if (message.payload) this.sink.deliver(message.channel, message.payload);
    });
    try {
      await client.connect();
      await client.query(CHANGE_CHANNELS.map((c) => `LISTEN ${c}`).join('; '));
    } catch (err) {
      this.dropped(client, err as Error);
      return;
    }
    if (this.client !== client) return;
    if (this.delayMs > this.retry.minMs) this.log.info('listening for database changes again');
    this.sink.listening(true);
    this.wasListening = true;
    this.delayMs = this.retry.minMs;
  }

  private dropped(client: pg.Client, err?: Error): void {
    if (this.client !== client) return;
    this.client = null;
    const wasListening = this.wasListening;
    this.wasListening = false;
    this.sink.listening(false);
    client.removeAllListeners('notification');
    client.end().catch(() => undefined);
    if (this.stopped) return;
    if (wasListening) {
      this.log.warn(
        { err },
        'lost the connection that listens for database changes; reconnecting (the page and session caches are emptied then)',
      );
    }
    this.timer = setTimeout(() => void this.connect(), this.delayMs);
    this.timer.unref();
    this.delayMs = Math.min(this.delayMs * 2, this.retry.maxMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wasListening = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }
}
