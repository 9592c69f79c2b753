import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ReportModel } from './data';
import { renderReportPdf } from './pdf';

/** A worker with nothing to do for this long is ended (its memory goes back to the system). */
const IDLE_MS = 30_000;

/** Workers the machine gets by default: one core is left to the event loop, at least one, at most 4. */
export function defaultPdfWorkers(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

/**
 * How to start a worker: `pdf-worker.js` next to the built server (dist/server), else the
 * TypeScript source, loaded through tsx's loader (development and tests run the sources).
 */
function startWorker(): Worker {
  const built = new URL('./pdf-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return new Worker(built);
  const source = new URL('./pdf-worker.ts', import.meta.url).href;
  return new Worker(
    `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`,
    { eval: true },
  );
}

interface Job {
  id: number;
  model: ReportModel;
  resolve: (pdf: Buffer) => void;
  reject: (err: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  idle: NodeJS.Timeout | null;
}

/**
 * Renders decision-report PDFs on worker threads (node:worker_threads), so a burst of PDFs never
 * holds the event loop that answers pages, beacons and the API: at most `size` render at once,
 * the rest wait in order. Workers start on demand and end after IDLE_MS without work. With size
 * 0 the PDF is rendered on the event loop (REPORT_PDF_WORKERS=0; the benchmark's "before").
 */
export class PdfPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;

  constructor(readonly size: number) {}

  render(model: ReportModel): Promise<Buffer> {
    if (this.size === 0) return renderReportPdf(model);
    return new Promise<Buffer>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, model, resolve, reject });
      this.dispatch();
    });
  }

  /** PDFs waiting for a worker. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Workers alive now. */
  get workers(): number {
    return this.slots.length;
  }

  /** Ends every worker; PDFs waiting or in the making fail. A later PDF starts a worker again. */
  async close(): Promise<void> {
    for (const job of this.queue.splice(0)) job.reject(new Error('the PDF pool is closed'));
    await Promise.all(this.slots.splice(0).map((slot) => this.end(slot)));
  }

  private dispatch(): void {
    while (this.queue.length) {
      let slot = this.slots.find((s) => s.job === null);
      if (!slot) {
        if (this.slots.length >= this.size) return;
        slot = this.spawn();
      }
      const job = this.queue.shift()!;
      if (slot.idle) clearTimeout(slot.idle);
      slot.idle = null;
      slot.job = job;
      slot.worker.postMessage({ id: job.id, model: job.model });
    }
  }

  private spawn(): Slot {
    const worker = startWorker();
    const slot: Slot = { worker, job: null, idle: null };
    worker.on('message', (answer: { id: number; pdf?: Uint8Array; error?: string }) => {
      const job = slot.job;
      if (!job || job.id !== answer.id) return;
      slot.job = null;
      if (answer.pdf) job.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
      else job.reject(new Error(answer.error ?? 'the PDF could not be made'));
      this.idleLater(slot);
      this.dispatch();
    });
    const fail = (err: Error) => {
      // A worker that died takes its job with it; the next PDF gets a new worker.
      const index = this.slots.indexOf(slot);
      if (index !== -1) this.slots.splice(index, 1);
      if (slot.idle) clearTimeout(slot.idle);
      slot.job?.reject(err);
      slot.job = null;
      this.dispatch();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (this.slots.includes(slot)) fail(new Error(`the PDF worker stopped (exit code ${code})`));
    });
    this.slots.push(slot);
    return slot;
  }

  private idleLater(slot: Slot): void {
    slot.idle = setTimeout(() => {
      if (slot.job !== null) return;
      const index = this.slots.indexOf(slot);
      if (index !== -1) this.slots.splice(index, 1);
      void this.end(slot);
    }, IDLE_MS);
    slot.idle.unref();
  }

  private async end(slot: Slot): Promise<void> {
    if (slot.idle) clearTimeout(slot.idle);
    slot.job?.reject(new Error('the PDF pool is closed'));
    slot.job = null;
    await slot.worker.terminate();
  }
}
