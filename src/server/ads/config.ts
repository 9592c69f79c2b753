import { z } from 'zod';
import { ConfigError } from '../config-error';
import { DAY_MS, HOUR_MS, SECOND_MS } from '../../shared/time';

const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/**
 * The ads provider's settings (docs/architecture.md#outside-services). Google Ads is on when all of its credentials are set;
 * otherwise the sandbox runs, moving campaigns through their states on timers.
 */
const adsEnvSchema = z.object({
  GOOGLE_ADS_DEVELOPER_TOKEN: optional,
  GOOGLE_ADS_CLIENT_ID: optional,
  GOOGLE_ADS_CLIENT_SECRET: optional,
  GOOGLE_ADS_REFRESH_TOKEN: optional,
  /** The advertiser account campaigns are created in (digits, dashes allowed). */
  GOOGLE_ADS_CUSTOMER_ID: optional.pipe(
    z
      .string()
      .regex(/^[\d-]+$/, 'must be a customer id like 123-456-7890')
      .optional(),
  ),
  /** The manager account, when access goes through one. */
  GOOGLE_ADS_LOGIN_CUSTOMER_ID: optional.pipe(
    z
      .string()
      .regex(/^[\d-]+$/, 'must be a customer id')
      .optional(),
  ),
  /** The advertiser account's time zone (campaign start and end times are in it). */
  GOOGLE_ADS_TIME_ZONE: z.string().default('Asia/Kolkata'),
  /** Sandbox: seconds from payment to Active. */
  ADS_SANDBOX_LAUNCH_SECONDS: z.coerce.number().min(0).max(HOUR_MS / SECOND_MS).default(5),
  /** Sandbox: the length of a campaign day in seconds (Active → Completed after duration × this). */
  ADS_SANDBOX_DAY_SECONDS: z.coerce.number().min(1).max(DAY_MS / SECOND_MS).default(DAY_MS / SECOND_MS),
});

export interface GoogleAdsCredentials {
  developerToken: string;
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  customerId: string;
  loginCustomerId?: string;
  timeZone: string;
}

export interface AdsConfig {
  google: GoogleAdsCredentials | null;
  sandboxLaunchMs: number;
  sandboxDayMs: number;
}

const GOOGLE_KEYS = [
  'GOOGLE_ADS_DEVELOPER_TOKEN',
  'GOOGLE_ADS_CLIENT_ID',
  'GOOGLE_ADS_CLIENT_SECRET',
  'GOOGLE_ADS_REFRESH_TOKEN',
  'GOOGLE_ADS_CUSTOMER_ID',
] as const;

/** Parse the ads settings; a bad value throws a ConfigError naming the variable. */
export function loadAdsConfig(env: Record<string, string | undefined>): AdsConfig {
  const parsed = adsEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => ({ variable: String(i.path[0] ?? '?'), message: i.message })));
  }
  const c = parsed.data;
  const set = GOOGLE_KEYS.filter((k) => c[k]);
  if (set.length > 0 && set.length < GOOGLE_KEYS.length) {
    throw new ConfigError(
      GOOGLE_KEYS.filter((k) => !c[k]).map((k) => ({
        variable: k,
        message: 'set every GOOGLE_ADS_* credential to use Google Ads, or none for the sandbox',
      })),
    );
  }
  const digits = (v: string | undefined) => v?.replace(/-/g, '');
  return {
    google:
      set.length === GOOGLE_KEYS.length
        ? {
            developerToken: c.GOOGLE_ADS_DEVELOPER_TOKEN!,
            clientId: c.GOOGLE_ADS_CLIENT_ID!,
            clientSecret: c.GOOGLE_ADS_CLIENT_SECRET!,
            refreshToken: c.GOOGLE_ADS_REFRESH_TOKEN!,
            customerId: digits(c.GOOGLE_ADS_CUSTOMER_ID)!,
            loginCustomerId: digits(c.GOOGLE_ADS_LOGIN_CUSTOMER_ID),
            timeZone: c.GOOGLE_ADS_TIME_ZONE,
          }
        : null,
    sandboxLaunchMs: Math.round(c.ADS_SANDBOX_LAUNCH_SECONDS * 1000),
    sandboxDayMs: Math.round(c.ADS_SANDBOX_DAY_SECONDS * 1000),
  };
}
