import type { FastifyBaseLogger } from 'fastify';

/** One thing the process starts when the app is ready and stops when it closes. */
export interface LifecycleStep {
  name: string;
  start?: () => Promise<void> | void;
  stop?: () => Promise<void> | void;
}

/**
 * The process's start and stop list, built by `createContext` (services.ts) and run by the app
 * (app.ts: `onReady` starts it, `onClose` stops it). Started in order, stopped in reverse order;
 * only the steps that were started are stopped, and a step failing to stop does not keep the
 * others running. Counted like the change feed: a second app on the same context (a test's
 * second instance on PGlite) starts nothing again, and the last one to close stops it.
 */
export class Lifecycle {
  private users = 0;
  private started: LifecycleStep[] = [];
  private running: Promise<void> = Promise.resolve();

  /** `steps` is read when the list first starts (so it may name the context it belongs to). */
  constructor(
    private readonly steps: () => readonly LifecycleStep[],
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The names of the steps, in start order. */
  get names(): string[] {
    return this.steps().map((step) => step.name);
  }

  start(): Promise<void> {
    this.users++;
    if (this.users > 1) return this.running;
    // A stop that failed before does not keep the list from starting again.
    this.running = this.running
      .catch(() => undefined)
      .then(async () => {
        for (const step of this.steps()) {
          await step.start?.();
          this.started.push(step);
        }
      });
    return this.running;
  }

  stop(): Promise<void> {
    if (this.users === 0) return this.running;
    this.users--;
    if (this.users > 0) return this.running;
    this.running = this.running
      .catch(() => undefined)
      .then(async () => {
        const failures: unknown[] = [];
        for (const step of this.started.reverse()) {
          try {
            await step.stop?.();
          } catch (err) {
            this.log.error({ err, step: step.name }, 'could not stop');
            failures.push(err);
          }
        }
        this.started = [];
        if (failures.length) throw failures[0];
      });
    return this.running;
  }
}
