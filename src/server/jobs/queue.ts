import { PgBoss, fromPglite, type QueuePolicy } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

export type JobHandler<T> = (data: T, meta: { id: string; retryCount: number }) => Promise<void>;

export interface JobOptions {
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  /**
   * Deduplication key of a sent job. It only dedupes on a queue whose policy uses it: on an
   * 'exclusive' queue, a job sent while another with the same key is queued, retrying or running
   * is dropped (send returns null); on a 'standard' queue the key does nothing.
   */
  singletonKey?: string;
  startAfter?: number | Date;
  /**
   * The queue's pg-boss policy (define only). 'exclusive': at most one job per singleton key
   * waiting or running. A queue's policy is fixed when pg-boss first creates it.
   */
  policy?: QueuePolicy;
}

/**
 * A running job's worker refreshes its heartbeat every HEARTBEAT_SECONDS / 2. A job whose heartbeat
 * is older than this (its process was killed or lost its database) is failed and retried by
 * pg-boss's monitor (every 20 s, MONITOR below), instead of staying active until its 15-minute
 * expiry: a paid order whose page was being generated when the process died is generated again
 * within about half a minute of the restart.
 */
export const HEARTBEAT_SECONDS = 10;

/**
 * The durable job queue: pg-boss on the product's own database (PGlite or PostgreSQL).
 * Areas register handlers with `define` before `start`; `send` enqueues inside the same DB.
 */
export class JobQueue {
  private readonly handlers = new Map<string, { handler: JobHandler<never>; options: JobOptions }>();
  private started = false;

  constructor(
    readonly boss: PgBoss,
    private readonly log: FastifyBaseLogger,
    private readonly pollingIntervalSeconds: number,
  ) {}

  define<T>(name: string, handler: JobHandler<T>, options: JobOptions = {}): void {
    if (this.started) throw new Error(`job ${name} defined after the queue started`);
    this.handlers.set(name, { handler: handler as JobHandler<never>, options });
  }

  async start(): Promise<void> {
    await this.boss.start();
    for (const [name, { handler, options }] of this.handlers) {
      await this.boss.createQueue(name, {
        retryLimit: options.retryLimit ?? 5,
        retryDelay: options.retryDelay ?? 2,
        retryBackoff: options.retryBackoff ?? true,
        heartbeatSeconds: HEARTBEAT_SECONDS,
        policy: options.policy,
      });
      const policy = options.policy ?? 'standard';
      const existing = await this.boss.getQueue(name);
      if (existing && existing.heartbeatSeconds !== HEARTBEAT_SECONDS) {
        // A queue created before heartbeats: createQueue leaves an existing queue as it is.
        await this.boss.updateQueue(name, { heartbeatSeconds: HEARTBEAT_SECONDS });
      }
      if (existing && existing.policy !== policy) {
        // pg-boss cannot change a queue's policy; the handlers stay idempotent, so this is safe but
        // duplicates are not dropped by the queue until the queue is recreated.
        this.log.warn(
          { job: name, policy: existing.policy, wanted: policy },
          'job queue created earlier with another policy',
        );
      }
      await this.boss.work<never>(name, { pollingIntervalSeconds: this.pollingIntervalSeconds }, async (jobs) => {
        for (const job of jobs) {
          try {
            await handler(job.data, { id: job.id, retryCount: (job as { retryCount?: number }).retryCount ?? 0 });
          } catch (err) {
            this.log.warn({ err, job: name, jobId: job.id }, 'job failed; pg-boss will retry');
            throw err;
          }
        }
      });
    }
    this.started = true;
  }

  async send<T extends object>(name: string, data: T, options: JobOptions = {}): Promise<string | null> {
    if (!this.handlers.has(name)) throw new Error(`unknown job ${name}`);
    return this.boss.send(name, data, {
      singletonKey: options.singletonKey,
      startAfter: options.startAfter,
    });
  }

  /**
   * Run a defined job on a cron schedule (and now, with `runNow`). A queue that cannot schedule
   * (not started) is logged, naming the job, and does not stop the start-up.
   */
  async every(name: string, cron: string, options: { runNow?: boolean } = {}): Promise<void> {
    try {
      await this.boss.schedule(name, cron, {});
      if (options.runNow) await this.send(name, {});
    } catch (err) {
      this.log.warn({ err, job: name }, `could not schedule ${name} (is the job queue started?)`);
    }
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, timeout: 10_000, close: true });
  }
}

/** The PostgreSQL schema pg-boss keeps its tables in. */
export const JOB_SCHEMA = 'pgboss';

/** How often pg-boss looks for jobs whose heartbeat stopped (and expired ones): every 20 s, not 60. */
const MONITOR = { superviseIntervalSeconds: 20, monitorIntervalSeconds: 20 } as const;

export function createJobQueue(database: Database, log: FastifyBaseLogger, pollingIntervalSeconds = 1): JobQueue {
  const boss =
    database.driver === 'pglite'
      ? new PgBoss({
          db: fromPglite(database.pglite),
          backend: 'pglite',
          schema: JOB_SCHEMA,
          supervise: true,
          ...MONITOR,
        })
      : new PgBoss({ connectionString: database.url, schema: JOB_SCHEMA, max: 4, ...MONITOR });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  return new JobQueue(boss, log, pollingIntervalSeconds);
}
