// A worker thread of the PDF pool (pdf-pool.ts): renders one decision report at a time, off the
// server's event loop. Built as its own file next to the server (scripts/build-server.ts).
import { parentPort } from 'node:worker_threads';
import type { ReportModel } from './data';
import { renderReportPdf } from './pdf';

parentPort!.on('message', (job: { id: number; model: ReportModel }) => {
  renderReportPdf(job.model).then(
    (pdf) => {
      const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
      parentPort!.postMessage({ id: job.id, pdf: bytes });
    },
    (err: unknown) => parentPort!.postMessage({ id: job.id, error: err instanceof Error ? err.message : String(err) }),
  );
});
