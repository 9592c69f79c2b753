import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { Config } from '../config';
import { HttpError } from './errors';

/**
 * Routes that accept a file upload (multipart/form-data), registered in a scope of their own:
 * @fastify/multipart adds an `onRequest` and an `onResponse` hook (temp-file clean-up) to every
 * route of the scope it is registered in, so registering it for the whole app made every request
 * (a landing page visit, the beacon) pay two more async hooks and a `close` listener for nothing.
 * Elsewhere a multipart body is refused with 415 like any other unsupported type.
 */
export async function uploadRoutes(
  app: FastifyInstance,
  config: Pick<Config, 'MAX_UPLOAD_BYTES'>,
  routes: (scope: FastifyInstance) => void | Promise<void>,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      // An upload is one file; its form has no other fields of any size.
      limits: { fileSize: config.MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
      throwFileSizeLimit: true,
    });
    await routes(scope);
  });
}

/**
 * Room for the multipart envelope around the file: the boundaries, the part's headers (a long
 * file name) and a few short fields. A body larger than the file limit plus this is refused.
 */
const MULTIPART_ENVELOPE_BYTES = 16 * 1024;

/**
 * After a refused upload's 413 was sent, the connection lingers (as nginx's "lingering close"
 * does): what the client still sends is read and dropped, up to LINGER_BYTES, then no longer read
 * (TCP's flow control holds the client back); the connection closes when the client closes its
 * side, or after LINGER_MS. Closing with unread bytes makes the server's TCP answer the client
 * with a reset, which can reach the client before it has read the 413 (it then sees ECONNRESET,
 * and a client stalled for a moment on a busy machine always does); reading on to the end would
 * read the whole 150 MB. So the byte limit only stops the reading, and only the time limit ends
 * a connection with bytes unread: long enough for a client to read its answer and close.
 */
const LINGER_MS = 5_000;
const LINGER_BYTES = 1024 * 1024;

class UploadTooLarge extends Error {}

/** Errors of @fastify/multipart meaning "more than the limits allow". */
const LIMIT_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Stop reading a refused upload: the parser is cut off and the request paused (nothing more is
 * taken from the socket; TCP's flow control holds the client back), the 413 says
 * `Connection: close` (so the client does not send a next request on a connection whose body was
 * never read), and once it is sent the connection lingers (LINGER_MS, LINGER_BYTES), then closes.
 */
function stopReading(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  raw.unpipe();
  raw.pause();
  reply.header('connection', 'close');
  const socket = raw.socket as Socket & { destroySoon?: () => void };
  // Node closes a `Connection: close` answer's socket with destroySoon() once the answer is sent.
  socket.destroySoon = () => {
    // The answer, then our end of the connection (FIN): a client reads both before anything else.
    socket.end();
    let dropped = 0;
    // Past the time limit, closed in the check phase: the I/O that arrived meanwhile (the client's
    // close, when it is this process, its reading of the answer) is handled first, so a stall of
    // this process's event loop does not count as the client's time.
    const timer = setTimeout(() => setImmediate(() => socket.destroy()), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
    const drop = (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > LINGER_BYTES) {
        raw.off('data', drop);
        raw.pause();
      }
    };
    raw.on('data', drop);
    // The client closed its side after reading the answer: nothing is left unread, close now.
    raw.once('end', () => socket.destroy());
    raw.resume();
  };
}

export interface UploadOptions {
  /** The largest file accepted, in bytes (counted as the bytes arrive, whatever the headers say). */
  maxBytes: number;
  /** The multipart field the file must be sent in. */
  field: string;
  /** The 413 to answer when the file or the body is larger than allowed. */
  tooLarge: () => Error;
  /** The 400 to answer when the body is not readable multipart. */
  unreadable: () => Error;
  /** The 400 to answer when there is no file in `field` (default: `unreadable()`). */
  missingFile?: () => Error;
}

/**
 * Read an uploaded file into memory, enforcing the limit on the bytes actually read: a declared
 * `Content-Length` over the limit is refused before anything is read; otherwise every byte of the
 * body is counted as it arrives (chunked, no length, several parts, any client), the file may not
 * pass `maxBytes` and the whole body not `maxBytes` + MULTIPART_ENVELOPE_BYTES. The moment either
 * is passed, reading stops and `tooLarge()` is thrown (413; the connection is closed after it).
 * The file is returned only once the whole body has arrived within the limit.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  reply: FastifyReply,
  options: UploadOptions,
): Promise<Buffer> {
  const bodyLimit = options.maxBytes + MULTIPART_ENVELOPE_BYTES;
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > bodyLimit) {
    stopReading(request, reply);
    throw options.tooLarge();
  }
  const raw = request.raw;
  let refuse!: (err: Error) => void;
  const overLimit = new Promise<never>((_resolve, reject) => {
    refuse = reject;
  });
  // Never left unhandled: every await below races it.
  overLimit.catch(() => undefined);
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received > bodyLimit) refuse(new UploadTooLarge());
  };
  const ended = new Promise<void>((resolve) => {
    if (raw.readableEnded) resolve();
    else raw.once('end', () => resolve());
  });
  try {
    // The parser pipes the request synchronously here; the counter sees the same chunks from now on.
    const pending = request.file({ limits: { fileSize: options.maxBytes } });
    raw.on('data', count);
    pending.catch(() => undefined);
    const file = await Promise.race([pending, overLimit]);
    if (!file || file.fieldname !== options.field) throw (options.missingFile ?? options.unreadable)();
    const stream = file.file;
    // busboy stops passing the file on at `maxBytes` and says so with 'limit': refuse at once
    // (also when the limit falls exactly on a chunk's end, when no further chunk would arrive).
    stream.once('limit', () => refuse(new UploadTooLarge()));
    const chunks: Buffer[] = [];
    const read = (async () => {
      let size = 0;
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > options.maxBytes || stream.truncated) throw new UploadTooLarge();
        chunks.push(chunk);
      }
      if (stream.truncated) throw new UploadTooLarge();
    })();
    read.catch(() => undefined);
    await Promise.race([read, overLimit]);
    // Whatever follows the file (more parts) is counted too, until the body ends.
    await Promise.race([ended, overLimit]);
    return Buffer.concat(chunks);
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (err instanceof UploadTooLarge || (code !== undefined && LIMIT_CODES.has(code))) {
      stopReading(request, reply);
      throw options.tooLarge();
    }
    if (err instanceof HttpError) throw err;
    request.log.info({ err }, 'unreadable upload');
    throw options.unreadable();
  } finally {
    raw.off('data', count);
  }
}
