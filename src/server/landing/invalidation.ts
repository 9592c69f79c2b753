import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

/** The channel the `orders` trigger notifies (payload: the order id) when a public page may have changed. */
export const LANDING_PAGES_CHANNEL = 'landing_pages';

export interface PageChangeEvents {
  /** One order's page may have changed (content, status or removal): drop what is kept for it. */
  changed(orderId: string): void;
  /** Listening (again): notifications sent before this point may have been missed, forget everything. */
  reset(): void;
}

export interface PageChangeListener {
  /** True while notifications are being received. */
  readonly listening: boolean;
  /** Starts listening; resolves after the first attempt (a failed attempt is retried in the background). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Listen for the `orders` trigger's notifications. PostgreSQL: a dedicated connection (not one
 * from the pool: a pooled connection is shared and LISTEN is per connection), reconnected with a
 * growing delay when it drops; every successful (re)connection calls `reset` because
 * notifications sent while it was down are lost. PGlite: the in-process database's own listener.
 */
export function listenForPageChanges(
  database: Database,
  events: PageChangeEvents,
  log: FastifyBaseLogger,
  retry: { minMs: number; maxMs: number } = { minMs: 250, maxMs: 5_000 },
): PageChangeListener {
  if (database.driver === 'pglite') return new PgliteListener(database.pglite, events, log);
  return new PostgresListener(database.url, events, log, retry);
}

class PgliteListener implements PageChangeListener {
  listening = false;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly pglite: Extract<Database, { driver: 'pglite' }>['pglite'],
    private readonly events: PageChangeEvents,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    try {
      this.unlisten = await this.pglite.listen(LANDING_PAGES_CHANNEL, (payload) => this.events.changed(payload));
      this.events.reset();
      this.listening = true;
    } catch (err) {
      this.log.warn({ err }, 'landing pages: cannot listen for page changes; cached pages expire by age only');
    }
  }

  async stop(): Promise<void> {
    this.listening = false;
    const unlisten = this.unlisten;
    this.unlisten = null;
    // The database may already be closed (it goes away with the process).
    await unlisten?.().catch(() => undefined);
  }
}

class PostgresListener implements PageChangeListener {
  listening = false;
  private client: pg.Client | null = null;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  private delayMs: number;

  constructor(
    private readonly url: string,
    private readonly events: PageChangeEvents,
    private readonly log: FastifyBaseLogger,
    private readonly retry: { minMs: number; maxMs: number },
  ) {
    this.delayMs = retry.minMs;
  }

  start(): Promise<void> {
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
      if (message.channel === LANDING_PAGES_CHANNEL && message.payload) this.events.changed(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${LANDING_PAGES_CHANNEL}`);
    } catch (err) {
      this.dropped(client, err as Error);
      return;
    }
    if (this.client !== client) return;
    this.events.reset();
    if (this.delayMs > this.retry.minMs) this.log.info('landing pages: listening for page changes again');
    this.listening = true;
    this.delayMs = this.retry.minMs;
  }

  private dropped(client: pg.Client, err?: Error): void {
    if (this.client !== client) return;
    this.client = null;
    const wasListening = this.listening;
    this.listening = false;
    client.removeAllListeners('notification');
    client.end().catch(() => undefined);
    if (this.stopped) return;
    if (wasListening) {
      this.log.warn(
        { err },
        'landing pages: lost the connection that listens for page changes; reconnecting (the page cache is emptied then)',
      );
    }
    this.timer = setTimeout(() => void this.connect(), this.delayMs);
    this.timer.unref();
    this.delayMs = Math.min(this.delayMs * 2, this.retry.maxMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.listening = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }
}
