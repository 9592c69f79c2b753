import { openAsBlob } from 'node:fs';
import { mkdtempSync, openSync, closeSync, ftruncateSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DRIVER, type TestApp } from '../helpers/app';
import { signUp, type TestUser } from '../helpers/users';
import { insertLiveOrder } from '../server/page-editor/helpers';

/**
 * The 2 MB upload limit is enforced on the bytes the server reads, over real HTTP, whatever the
 * client sends: Node's fetch with FormData (a browser's way, with a Content-Length) and a chunked
 * body without any length, at 3 MB and at 150 MB, one at a time and six at once. Every one is
 * answered 413, the server stops reading at the limit (counted on its sockets), and its memory
 * stays flat (the peak is printed).
 */
const MB = 1024 * 1024;
let t: TestApp;
let user: TestUser;
let orderId: string;
let base: string;
const sockets = new Set<Socket>();
/** Bytes the server read from every connection it accepted (closed or not). */
let closedBytes = 0;
const bytesRead = () => closedBytes + [...sockets].reduce((sum, s) => sum + s.bytesRead, 0);
const dir = mkdtempSync(join(tmpdir(), 'ideaproof-upload-'));

/** A file of `size` zero bytes that costs neither disk (sparse) nor memory (a file-backed Blob). */
async function bigFile(size: number): Promise<Blob> {
  const path = join(dir, `f${size}`);
  const fd = openSync(path, 'w');
  ftruncateSync(fd, size);
  closeSync(fd);
  return openAsBlob(path, { type: 'image/png' });
}

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  user = await signUp(t.app);
  orderId = await insertLiveOrder(t.ctx, user);
  t.app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => {
      closedBytes += socket.bytesRead;
      sockets.delete(socket);
    });
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});
// Each test sends more uploads than the routes' per-minute limits allow: those limits are not under test here.
beforeEach(async () => {
  await t.ctx.db.execute(sql`delete from request_counters`);
});

const routes = {
  photo: () => '/upload-profile-picture',
  pageImage: () => `/api/orders/${orderId}/page/images/main`,
};
type Route = keyof typeof routes;

/** fetch + FormData, as a browser sends a file input (with a Content-Length). */
async function viaFormData(route: Route, file: Blob): Promise<number> {
  const form = new FormData();
  form.append('file', file, 'photo.png');
  const res = await fetch(base + routes[route](), { method: 'POST', headers: user.headers, body: form });
  await res.arrayBuffer();
  return res.status;
}

/** A chunked multipart body without any length, made 64 KB at a time as it is sent. */
async function viaChunked(route: Route, size: number): Promise<number> {
  const boundary = `----chunked${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024);
  let sent = -1;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === -1) {
        controller.enqueue(head);
        sent = 0;
      } else if (sent < size) {
        const n = Math.min(chunk.length, size - sent);
        controller.enqueue(chunk.subarray(0, n));
        sent += n;
      } else {
        controller.enqueue(tail);
        controller.close();
      }
    },
  });
  const res = await fetch(base + routes[route](), {
    method: 'POST',
    headers: { ...user.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: 'half',
  } as RequestInit);
  await res.arrayBuffer();
  return res.status;
}

/** Peak resident memory while `work` runs, sampled every 10 ms. */
async function peakMemory<T>(work: () => Promise<T>): Promise<{ result: T; before: number; peak: number }> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, before, peak };
  } finally {
    clearInterval(timer);
  }
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

describe(`uploads over 2 MB are refused on the bytes read (${TEST_DRIVER}, real HTTP)`, () => {
  it('a real 2 MB-limit image still uploads through fetch + FormData', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    expect(await viaFormData('photo', new Blob([png], { type: 'image/png' }))).toBe(200);
    expect(await viaFormData('pageImage', new Blob([png], { type: 'image/png' }))).toBe(200);
  });

  it.each([
    ['photo', 'FormData'],
    ['photo', 'chunked'],
    ['pageImage', 'FormData'],
    ['pageImage', 'chunked'],
  ] as const)(
    '%s, %s: 3 MB ten times, 150 MB three times: 413 every time, reading stops at the limit',
    async (route, how) => {
      for (const size of [3 * MB, 150 * MB]) {
        const tries = size === 3 * MB ? 10 : 3;
        const file = await bigFile(size);
        const readBefore = bytesRead();
        const { result, before, peak } = await peakMemory(async () => {
          const statuses: number[] = [];
          for (let i = 0; i < tries; i++) {
            statuses.push(how === 'FormData' ? await viaFormData(route, file) : await viaChunked(route, size));
          }
          return statuses;
        });
        const read = bytesRead() - readBefore;
        console.log(
          `${route} ${how} ${mb(size)} × ${tries}: ${result.join(',')}; server read ${mb(read)} in all; ` +
            `memory ${mb(before)} → peak ${mb(peak)} (+${mb(peak - before)})`,
        );
        expect(result).toEqual(Array(tries).fill(413));
        // At most the limit (and what was in flight) per request, never the whole file.
        expect(read / tries).toBeLessThan(8 * MB);
        expect(peak - before).toBeLessThan(96 * MB);
      }
    },
    120_000,
  );

  it('six 150 MB uploads at once (three FormData, three chunked): all 413, memory flat', async () => {
    const file = await bigFile(150 * MB);
    const readBefore = bytesRead();
    const { result, before, peak } = await peakMemory(() =>
      Promise.all([
        viaFormData('photo', file),
        viaFormData('pageImage', file),
        viaFormData('photo', file),
        viaChunked('photo', 150 * MB),
        viaChunked('pageImage', 150 * MB),
        viaChunked('photo', 150 * MB),
      ]),
    );
    const read = bytesRead() - readBefore;
    console.log(
      `6 × 150 MB at once: ${result.join(',')}; server read ${mb(read)} in all; ` +
        `memory ${mb(before)} → peak ${mb(peak)} (+${mb(peak - before)})`,
    );
    expect(result).toEqual(Array(6).fill(413));
    expect(read).toBeLessThan(6 * 8 * MB);
    expect(peak - before).toBeLessThan(128 * MB);
  }, 120_000);

  it('a client that reads late, still sending, reads the 413 (no reset before it)', async () => {
    // A client on a busy machine: it goes on sending a chunked 150 MB body and reads nothing for
    // 3 seconds after the server has answered. It must then find the 413, not a reset connection.
    const { port } = new URL(base);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    const boundary = 'late-reader';
    socket.pause();
    const received: Buffer[] = [];
    let error: Error | null = null;
    socket.on('error', (err) => (error = err));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      `POST ${routes.photo()} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${user.headers.authorization}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`;
    socket.write(`${Buffer.byteLength(part).toString(16)}\r\n${part}\r\n`);
    const chunk = Buffer.alloc(64 * 1024);
    const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
    let sent = 0;
    let sending = true;
    const send = () => {
      while (sending && !socket.destroyed && sent < 150 * MB) {
        sent += chunk.length;
        if (!socket.write(frame)) return void socket.once('drain', send);
      }
    };
    send();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    sending = false;
    // Then it reads, and closes once it has the whole answer (as fetch does).
    const answered = new Promise<void>((resolve) =>
      socket.on('data', (c: Buffer) => {
        received.push(c);
        const text = Buffer.concat(received).toString('latin1');
        const head = text.indexOf('\r\n\r\n');
        const length = Number(/content-length: (\d+)/i.exec(text)?.[1]);
        if (head >= 0 && text.length >= head + 4 + length) resolve();
      }),
    );
    socket.resume();
    await Promise.race([answered, closed]);
    const errorBefore = (error as NodeJS.ErrnoException | null)?.code;
    socket.destroy();
    const answer = Buffer.concat(received).toString('latin1');
    expect({ status: answer.split('\r\n')[0], error: errorBefore }).toEqual({
      status: 'HTTP/1.1 413 Payload Too Large',
      error: undefined,
    });
    expect(sent).toBeGreaterThan(3 * MB);
  });

  it('a second file part after the first is counted too (several parts)', async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.alloc(1 * MB)], { type: 'image/png' }), 'a.png');
    form.append('file', await bigFile(3 * MB), 'b.png');
    const res = await fetch(base + routes.photo(), { method: 'POST', headers: user.headers, body: form });
    expect(res.status).toBe(413);
  });
});
