import { and, eq, like, ne } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { bearer } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import { PASSWORD_MAX, PASSWORD_MIN, usernameSchema } from '../../shared/contracts/auth';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema';
import type { Mailer } from '../email/mailer';
import { libraryLog } from '../http/log';
import { clearSharedCount } from '../http/rate-limit-store';
import { ACCOUNT_FAILURES_SCOPE, accountOf } from './sign-in-limit';
import { passwordResetEmail } from '../email/templates/passwordReset';
import { passwordStrength } from '../../shared/password-strength';
import { DAY_MS, HOUR_MS, SECOND_MS } from '../../shared/time';

/** Header the server sets (replacing any client value) so better-auth sees Fastify's request.ip. */
export const CLIENT_IP_HEADER = 'x-ideaproof-client-ip';

/** "Remember me" on: 30 days, extended while used. Off: one day (better-auth's fixed short session). */
export const SESSION_DAYS = 30;
export const SHORT_SESSION_SECONDS = DAY_MS / SECOND_MS;
/** A remembered session is pushed back to SESSION_DAYS when it is older than this. */
export const SESSION_REFRESH_SECONDS = DAY_MS / SECOND_MS;
const RESET_TOKEN_SECONDS = HOUR_MS / SECOND_MS;

/** better-auth endpoints the product does not use (no UI, and they would bypass our validation). */
const DISABLED_PATHS = ['/update-user', '/change-email', '/delete-user', '/send-verification-email', '/verify-email'];

/** The loopback names one machine answers to: localhost, 127.0.0.1 and [::1]. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Origins whose browser requests better-auth accepts (sign-up, sign-in, reset): PUBLIC_URL and
 * TRUSTED_ORIGINS. When PUBLIC_URL is not set (a local run on its default http://localhost:PORT),
 * the same port on 127.0.0.1 and [::1] is the same server, so those aliases are trusted too.
 * A set PUBLIC_URL is the one address: nothing else is added.
 */
export function trustedOrigins(config: Pick<Config, 'PUBLIC_URL' | 'PUBLIC_URL_SET' | 'TRUSTED_ORIGINS'>): string[] {
  const origins = [config.PUBLIC_URL, ...config.TRUSTED_ORIGINS];
  if (!config.PUBLIC_URL_SET) {
    const url = new URL(config.PUBLIC_URL);
    for (const host of LOOPBACK_HOSTS) origins.push(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
  }
  return [...new Set(origins)];
}

export interface AuthOptions {
  config: Config;
  db: Db;
  mailer: Mailer;
  secret: string;
  log: FastifyBaseLogger;
  /** After a user is created (email sign-up or a first Google sign-in): the profile area's document. */
  onUserCreated?: (user: { id: string; name: string; email: string; createdAt: Date }) => Promise<unknown>;
}

export function createAuth({ config, db, mailer, secret, log, onUserCreated }: AuthOptions) {
  const google =
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET } }
      : undefined;
  const limit = { window: config.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: config.AUTH_RATE_LIMIT_MAX };

  return betterAuth({
    appName: 'Ideaproof',
    baseURL: config.PUBLIC_URL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOrigins(config),
    telemetry: { enabled: false },
    // better-auth's own messages go to the server log (pino), at warn and above,
    // through the same scrubbing as the product's lines: a failed query's parameters (a session
    // lookup's is the session token) never reach the log (http/log.ts).
    logger: {
      disabled: config.LOG_LEVEL === 'silent',
      level: 'warn',
      log: libraryLog(log, 'better-auth'),
    },
    disabledPaths: DISABLED_PATHS,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // The reset link opens the SPA's page, which posts the token and the new password back.
      // A new link retires every older one of the account, then the mail is queued. Not awaited:
      // the answer to a reset request takes the same time whether or not the email has an
      // account (the mail is written to the outbox and delivered by a job either way).
      sendResetPassword: async ({ user, token }) => {
        const link = `${config.PUBLIC_URL}/reset-password?token=${encodeURIComponent(token)}`;
        void retireResetLinks(db, user.id, token)
          .then(() => mailer.send(passwordResetEmail({ to: user.email, name: user.name, link })))
          .catch((err: unknown) => {
            log.error({ err }, 'could not queue the password reset email');
          });
      },
      // A used link retires every other link of the account (better-auth deletes only the one used),
      // and the account's failed sign-ins are forgotten: the owner is never locked out by them.
      onPasswordReset: async ({ user }) => {
        await retireResetLinks(db, user.id);
        await clearSharedCount(db, ACCOUNT_FAILURES_SCOPE, accountOf({ email: user.email })!);
      },
    },
    socialProviders: google,
    session: {
      expiresIn: (DAY_MS / SECOND_MS) * SESSION_DAYS,
      // better-auth would extend every session read through a bearer token to the full length
      // (it cannot see the "don't remember me" cookie), so remembered sessions are extended by
      // our guard instead (src/server/auth/guard.ts) and short ones keep their one day.
      disableSessionRefresh: true,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: config.AUTH_RATE_LIMIT_WINDOW_SECONDS,
      max: 100,
      customRules: {
        '/sign-in/email': limit,
        '/sign-up/email': limit,
        '/sign-in/social': limit,
        '/request-password-reset': limit,
        '/reset-password': limit,
      },
    },
    advanced: {
      // The origin check runs in every environment: better-auth would skip it under NODE_ENV=test,
      // and the tests are to see what production does (test/server/auth/origins.test.ts).
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      // The username is the account's `name`: trimmed, 2-50 characters, no markup characters.
      // A new password (sign-up, reset, change) must not be common or easy to guess (zxcvbn).
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (ctx.path === '/reset-password' || ctx.path === '/change-password') {
          refuseWeakPassword(body.newPassword, []);
          return;
        }
        if (ctx.path !== '/sign-up/email') return;
        const parsed = usernameSchema.safeParse(body.name);
        if (!parsed.success) {
          throw new APIError('BAD_REQUEST', { message: parsed.error.issues[0]?.message ?? 'Invalid username' });
        }
        refuseWeakPassword(body.password, [parsed.data, typeof body.email === 'string' ? body.email : '']);
        return { context: { ...ctx, body: { ...body, name: parsed.data } } };
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // The user document of docs/product.md#data (username, email, created_at; every other field empty),
          // for email sign-up and for a first Google sign-in alike.
          after: async (user) => {
            await onUserCreated?.({ id: user.id, name: user.name, email: user.email, createdAt: user.createdAt });
          },
        },
      },
    },
    plugins: [bearer({ requireSignature: true })],
  });
}

/** better-auth keeps a reset link as a verification row `reset-password:<token>` whose value is the user id. */
const RESET_IDENTIFIER = 'reset-password:';

/** Delete every reset link of an account, but the one just made (`keep`), if any. */
async function retireResetLinks(db: Db, userId: string, keep?: string): Promise<void> {
  await db
    .delete(verifications)
    .where(
      and(
        like(verifications.identifier, `${RESET_IDENTIFIER}%`),
        eq(verifications.value, userId),
        keep === undefined ? undefined : ne(verifications.identifier, `${RESET_IDENTIFIER}${keep}`),
      ),
    );
}

/** 400 with zxcvbn's reason when a new password is too easy to guess (length is checked by better-auth). */
function refuseWeakPassword(password: unknown, userInputs: string[]): void {
  if (typeof password !== 'string' || password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return;
  const strength = passwordStrength(password, userInputs);
  if (!strength.acceptable) {
    throw new APIError('BAD_REQUEST', { message: strength.message!, code: 'PASSWORD_TOO_WEAK' });
  }
}

export type Auth = ReturnType<typeof createAuth>;
