import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { accounts, profiles, rateLimits, sessions, users, verifications } from '../db/schema';
import type { Mailer } from '../email/mailer';

/** Header the server sets (replacing any client value) so better-auth sees Fastify's request.ip. */
export const CLIENT_IP_HEADER = 'x-ideaproof-client-ip';

export const SESSION_DAYS = 30;

export interface AuthDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  secret: string;
}

export function createAuth({ config, db, mailer, secret }: AuthDeps) {
  const google =
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET } }
      : undefined;

  return betterAuth({
    appName: 'Ideaproof',
    baseURL: config.PUBLIC_URL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.PUBLIC_URL, ...config.TRUSTED_ORIGINS],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // The reset link opens the SPA's page, which posts the token and the new password back.
      sendResetPassword: async ({ user, token }) => {
        const link = `${config.PUBLIC_URL}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send({
          to: user.email,
          kind: 'password-reset',
          subject: 'Reset your Ideaproof password',
          text:
            `Hello ${user.name},\n\nSomeone asked to reset the password of your Ideaproof account.\n` +
            `Open this link within one hour to choose a new password:\n\n${link}\n\n` +
            'If it was not you, ignore this email: your password stays the same.\n',
        });
      },
    },
    socialProviders: google,
    session: {
      expiresIn: 60 * 60 * 24 * SESSION_DAYS,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: config.AUTH_RATE_LIMIT_WINDOW_SECONDS,
      max: 100,
      customRules: {
        '/sign-in/email': { window: config.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: config.AUTH_RATE_LIMIT_MAX },
        '/sign-up/email': { window: config.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: config.AUTH_RATE_LIMIT_MAX },
        '/request-password-reset': { window: config.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: config.AUTH_RATE_LIMIT_MAX },
        '/reset-password': { window: config.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: config.AUTH_RATE_LIMIT_MAX },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          // The user document of SPEC §3: username, email, created_at; every other field empty.
          after: async (user) => {
            await db
              .insert(profiles)
              .values({ userId: user.id, username: user.name, email: user.email, createdAt: user.createdAt })
              .onConflictDoNothing();
          },
        },
      },
    },
    plugins: [bearer({ requireSignature: true })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
