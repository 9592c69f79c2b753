import { accessSync, constants, existsSync, realpathSync, statfsSync, statSync } from 'node:fs';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { ConfigError } from './config-error';
import { loadAdsConfig, type AdsConfig } from './ads/config';
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from '../shared/time';

/** Empty strings in the environment count as "not set". */
const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Folders whose files are the kernel's, not a disk's: a data folder there fails or hangs start-up. */
const PSEUDO_FS_ROOTS = ['/proc', '/sys', '/dev'];
/** statfs magic numbers of the same kind of filesystem mounted elsewhere (proc, sysfs, devpts, cgroup, …). */
const PSEUDO_FS_TYPES = new Set([
  0x9fa0, 0x62656572, 0x1cd1, 0x27e0eb, 0x63677270, 0x64626720, 0x73636673, 0xcafe4a11, 0x74726163, 0x6e736673,
]);

/**
 * Why DATA_DIR cannot hold the data (a folder under /proc, /sys or /dev, a file, a folder this
 * process may not write), or null. Only reads: the folder is created later, at start-up.
 */
function dataDirProblem(dir: string): string | null {
  const path = resolve(dir);
  let existing = path;
  while (!existsSync(existing) && dirname(existing) !== existing) existing = dirname(existing);
  let real: string;
  try {
    real = realpathSync(existing);
  } catch {
    return `cannot be read (${existing})`;
  }
  const under = PSEUDO_FS_ROOTS.find((root) => [path, real].some((p) => p === root || p.startsWith(`${root}/`)));
  let fsType: number | undefined;
  try {
    fsType = statfsSync(real).type;
  } catch {
    // statfs is not available everywhere: the folder names above still decide.
  }
  if (under || (fsType !== undefined && PSEUDO_FS_TYPES.has(fsType))) {
    return `is on ${under ?? 'a pseudo-filesystem'} (files of the kernel, not a disk): set it to a folder on a disk, e.g. ./data`;
  }
  if (!statSync(real).isDirectory()) {
    return existing === path ? 'is a file, not a folder' : `cannot be created: ${existing} is a file`;
  }
  try {
    accessSync(real, constants.W_OK | constants.X_OK);
  } catch {
    return `is not writable by this process (${existing}): set it to a folder it may write, or change the folder's owner`;
  }
  return null;
}

/** A host name as DNS allows it (RFC 1123 labels), or an IPv4 or IPv6 address. */
const HOST_NAME =
  /^(?=.{1,253}$)([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?$/;

/** The largest MAX_BODY_BYTES and MAX_UPLOAD_BYTES: 64 MiB (a request body is held in memory). */
const MAX_SIZE_BYTES = 64 * 1024 * 1024;

/** One origin: scheme, host and optional port, nothing else. */
function originProblem(value: string): string | null {
  if (value.includes('*')) return '`*` is not allowed: list each origin, e.g. https://app.example.com';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `"${value}" is not an origin, e.g. https://app.example.com`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `"${value}" must start with http:// or https://`;
  if (url.origin !== value.replace(/\/+$/, ''))
    return `"${value}" must be an origin only (no path or query), e.g. ${url.origin}`;
  return null;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z
    .string()
    .trim()
    .min(1)
    .refine(
      (v) => isIP(v.replace(/^\[|\]$/g, '')) !== 0 || HOST_NAME.test(v),
      'must be an IP address or a host name, e.g. 0.0.0.0 or localhost',
    )
    .default('0.0.0.0'),
  PUBLIC_URL: optional.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an http:// or https:// address, e.g. https://ideaproof.example.com',
      })
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  DATA_DIR: z
    .string()
    .min(1)
    .default('./data')
    .superRefine((dir, check) => {
      const problem = dataDirProblem(dir);
      if (problem) check.addIssue({ code: 'custom', message: problem });
    }),
  /** How long start-up waits for another process to release the data folder's lock (ms; 0: not at all). */
  LOCK_WAIT_MS: z.coerce.number().int().min(0).max(HOUR_MS, 'must be at most 3600000 (an hour)').default(0),
  DATABASE_URL: optional.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  AUTH_SECRET: optional.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  TRUSTED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    )
    .superRefine((origins, check) => {
      for (const origin of origins) {
        const problem = originProblem(origin);
        if (problem) check.addIssue({ code: 'custom', message: problem });
      }
    }),
  // The shared counters keep a window of at most a day (http/rate-limit-store.ts).
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .max(DAY_MS / SECOND_MS, 'must be at most 86400 (a day)')
    .default(60),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  // How long a checked bearer session is trusted from memory at most (src/server/auth/session-cache.ts); 0: never.
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(MINUTE_MS).default(5 * SECOND_MS),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  SMTP_URL: optional.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Ideaproof <no-reply@ideaproof.local>'),
  /** Page views (POST /api/events) one client address may send per minute (docs/benchmarks.md). */
  EVENTS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** Places of orders one signed-in user may make per hour (429 above). */
  ORDER_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
  /** Payment orders (POST /create-razorpay-order) one signed-in user may create per hour. */
  PAYMENT_ORDER_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(20),
  /** Decision-report PDFs one signed-in user may download per hour (429 above). */
  REPORT_PDF_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().max(10_000).default(30),
  /** Decision-report PDFs one signed-in user may have in the making at once, per process (429 above). */
  REPORT_PDF_CONCURRENT: z.coerce.number().int().positive().max(100).default(2),
  /** Worker threads that render PDFs (empty: one per core but one, 1 to 4; 0: on the event loop). */
  REPORT_PDF_WORKERS: optional.pipe(
    z.coerce.number().int().min(0).max(32).optional() as z.ZodType<number | undefined, string | undefined>,
  ),
  /** Ad campaigns one signed-in user may create per hour. */
  CAMPAIGN_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
  /** How long start-up keeps trying an unreachable DATABASE_URL before exiting (0: one try). */
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(HOUR_MS / SECOND_MS).default(60),
  /**
   * The longest one statement may run on PostgreSQL (statement_timeout; the client stops waiting a
   * second later): a silent database answers 503 within this plus 6 seconds.
   */
  DATABASE_QUERY_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .max(MAX_SIZE_BYTES, `must be at most ${MAX_SIZE_BYTES} (64 MiB)`)
    .default(1_048_576),
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .max(MAX_SIZE_BYTES, `must be at most ${MAX_SIZE_BYTES} (64 MiB)`)
    .default(2 * 1024 * 1024),
  RAZORPAY_KEY_ID: optional,
  RAZORPAY_KEY_SECRET: optional,
  RAZORPAY_WEBHOOK_SECRET: optional,
  LLM_BASE_URL: optional,
  LLM_API_KEY: optional,
  LLM_MODEL: optional,
  /** Ask the model server for JSON-schema output (most do); `false` puts the schema in the prompt instead. */
  LLM_STRUCTURED_OUTPUTS: bool.default(true),
  MERCHANT_NAME: z.string().default('Ideaproof'),
  MERCHANT_EMAIL: z.string().default('support@ideaproof.local'),
  MERCHANT_PHONE: z.string().default('+91 00000 00000'),
  MERCHANT_ADDRESS: z.string().default('Bengaluru, Karnataka, India'),
});

export type Config = Omit<z.output<typeof envSchema>, 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  /** False when PUBLIC_URL was not set and is the local default (then loopback aliases are trusted too). */
  PUBLIC_URL_SET: boolean;
  /** The ads provider's settings (parsed by the ads area's schema, from the same environment). */
  ads: AdsConfig;
};

export { ConfigError } from './config-error';

/** Parse the environment once; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv | Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => ({ variable: String(i.path[0] ?? '?'), message: i.message })));
  }
  const c = parsed.data;
  const problems: { variable: string; message: string }[] = [];
  // Processes sharing one PostgreSQL must share the signing secret; the embedded default keeps a
  // generated one in DATA_DIR (one process per data folder), so `npm start` needs no setup.
  if (c.NODE_ENV === 'production' && c.DATABASE_URL && !c.AUTH_SECRET) {
    problems.push({ variable: 'AUTH_SECRET', message: 'is required when NODE_ENV=production and DATABASE_URL is set' });
  }
  if (Boolean(c.GOOGLE_CLIENT_ID) !== Boolean(c.GOOGLE_CLIENT_SECRET)) {
    problems.push({
      variable: 'GOOGLE_CLIENT_SECRET',
      message: 'set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither',
    });
  }
  if (Boolean(c.RAZORPAY_KEY_ID) !== Boolean(c.RAZORPAY_KEY_SECRET)) {
    problems.push({
      variable: 'RAZORPAY_KEY_SECRET',
      message: 'set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or neither',
    });
  }
  let ads: AdsConfig | undefined;
  try {
    ads = loadAdsConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    problems.push(...err.issues);
  }
  if (problems.length || !ads) throw new ConfigError(problems);
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, '');
  return { ...c, PUBLIC_URL: publicUrl, PUBLIC_URL_SET: c.PUBLIC_URL !== undefined, ads };
}

/**
 * Whether HOST resolves to an address (start-up checks it before anything else is opened, since
 * the schema cannot wait on DNS): a ConfigError naming HOST when it does not, within `timeoutMs`.
 */
export async function checkHostResolves(host: string, timeoutMs = 5_000): Promise<void> {
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) return;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('timed out'), { code: 'ETIMEOUT' })), timeoutMs);
  });
  try {
    await Promise.race([lookup(host), timeout]);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'unknown error';
    throw new ConfigError([
      {
        variable: 'HOST',
        message: `"${host}" does not resolve to an address (${code}): set it to 0.0.0.0, localhost or an address of this machine`,
      },
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Tell a native library that reads its settings only from the process environment where a file
 * is: fontconfig (used by librsvg inside sharp) reads FONTCONFIG_FILE once, before the first text
 * is drawn. This module is the one place the process environment is touched; the media area
 * decides what to point at (media/fonts.ts).
 */
export function exportToNativeLibraries(vars: { FONTCONFIG_FILE: string }): void {
  Object.assign(process.env, vars);
}
