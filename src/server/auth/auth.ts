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
import { passwordResetEmail } from '../email/templates/passwordReset';
import { ensureProfile } from '../profile/document';

/** Header the server sets (replacing any client value) so better-auth sees Fastify's request.ip. */
export const CLIENT_IP_HEADER = 'x-ideaproof-client-ip';

/** "Remember me" on: 30 days, extended while used. Off: one day (better-auth's fixed short session). */
export const SESSION_DAYS = 30;
export const SHORT_SESSION_SECONDS = 60 * 60 * 24;
/** A remembered session is pushed back to SESSION_DAYS when it is older than this. */
export const SESSION_REFRESH_SECONDS = 60 * 60 * 24;
export const RESET_TOKEN_SECONDS = 60 * 60;

/** better-auth endpoints the product does not use (no UI, and they would bypass our validation). */
const DISABLED_PATHS = ['/update-user', '/change-email', '/delete-user', '/send-verification-email', '/verify-email'];

export interface AuthDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  secret: string;
  log?: FastifyBaseLogger;
}

export function createAuth({ config, db, mailer, secret, log }: AuthDeps) {
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
    trustedOrigins: [config.PUBLIC_URL, ...config.TRUSTED_ORIGINS],
    telemetry: { enabled: false },
    // better-auth's own messages go to the server log (pino) when it is given, at warn and above.
    logger: {
      disabled: config.LOG_LEVEL === 'silent',
      level: 'warn',
      log: log
        ? (level, message, ...args) =>
            log[level === 'debug' ? 'debug' : level](
              { args: args.length ? args : undefined },
              `better-auth: ${message}`,
            )
        : undefined,
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
      // Not awaited: the answer to a reset request takes the same time whether or not the email
      // has an account (the mail is written to the outbox and delivered by a job either way).
      sendResetPassword: async ({ user, token }) => {
        const link = `${config.PUBLIC_URL}/reset-password?token=${encodeURIComponent(token)}`;
        void mailer.send(passwordResetEmail({ to: user.email, name: user.name, link })).catch((err: unknown) => {
          if (log) log.error({ err }, 'could not queue the password reset email');
          else console.error('could not queue the password reset email', err);
        });
      },
    },
    socialProviders: google,
    session: {
      expiresIn: 60 * 60 * 24 * SESSION_DAYS,
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
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      // The username is the account's `name`: trimmed, 2-50 characters, no markup characters.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-up/email') return;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const parsed = usernameSchema.safeParse(body.name);
        if (!parsed.success) {
          throw new APIError('BAD_REQUEST', { message: parsed.error.issues[0]?.message ?? 'Invalid username' });
        }
        return { context: { ...ctx, body: { ...body, name: parsed.data } } };
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // The user document of SPEC §3 (username, email, created_at; every other field empty),
          // for email sign-up and for a first Google sign-in alike.
          after: async (user) => {
            await ensureProfile(db, { id: user.id, name: user.name, email: user.email, createdAt: user.createdAt });
          },
        },
      },
    },
    plugins: [bearer({ requireSignature: true })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
