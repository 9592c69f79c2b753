import { z } from 'zod';
import { ConfigError } from './config-error';
import { loadAdsConfig, type AdsConfig } from './ads/config';

/** Empty strings in the environment count as "not set". */
const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: optional.pipe(z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  DATA_DIR: z.string().min(1).default('./data'),
  /** How long start-up waits for another process to release the data folder's lock (ms; 0: not at all). */
  LOCK_WAIT_MS: z.coerce.number().int().min(0).default(0),
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
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  // How long a checked bearer session is trusted from memory at most (src/server/auth/session-cache.ts); 0: never.
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
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
  /** Ad campaigns one signed-in user may create per hour. */
  CAMPAIGN_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
  /** How long start-up keeps trying an unreachable DATABASE_URL before exiting (0: one try). */
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  MAX_BODY_BYTES: z.coerce.number().int().positive().default(1_048_576),
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
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

export type Env = z.input<typeof envSchema>;

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
 * Tell a native library that reads its settings only from the process environment where a file
 * is: fontconfig (used by librsvg inside sharp) reads FONTCONFIG_FILE once, before the first text
 * is drawn. This module is the one place the process environment is touched; the media area
 * decides what to point at (media/fonts.ts).
 */
export function exportToNativeLibraries(vars: { FONTCONFIG_FILE: string }): void {
  Object.assign(process.env, vars);
}
