import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from './auth-limits';

export { PASSWORD_MAX, PASSWORD_MIN };

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Enter a valid email address'));

const newPassword = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  .regex(/^[^<>\p{Cc}]+$/u, 'Username cannot contain < > or control characters');

/** Sign-in form (docs/product.md#screens, docs/product.md#validation-rules: email and password required). */
export const signInFormSchema = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX),
  rememberMe: z.boolean(),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

/** Sign-up form (docs/product.md#screens, docs/product.md#validation-rules: agreement to the terms is required). */
export const signUpFormSchema = z.object({
  username: usernameSchema,
  email,
  password: newPassword,
  terms: z.boolean().refine((v) => v, 'You must agree to the Terms & Conditions'),
});
export type SignUpForm = z.infer<typeof signUpFormSchema>;

export const forgotPasswordFormSchema = z.object({ email });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

export const resetPasswordFormSchema = z
  .object({
    password: newPassword,
    confirmPassword: z.string({ error: 'Confirm your new password' }).min(1, 'Confirm your new password'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** Lock screen: the signed-in user's password only. */
export const unlockFormSchema = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX),
});
export type UnlockForm = z.infer<typeof unlockFormSchema>;

/** GET /api/auth-options: which sign-in methods this server offers. */
export const authOptionsSchema = z
  .object({ google: z.boolean().describe('Google sign-in is configured (GOOGLE_CLIENT_ID/SECRET)') })
  .describe('Sign-in methods offered');
export type AuthOptions = z.infer<typeof authOptionsSchema>;

/** POST /api/session/token: the signed bearer token of the browser's cookie session (after Google sign-in). */
export const sessionTokenSchema = z
  .object({ token: z.string().describe('Signed session token, sent as `Authorization: Bearer <token>`') })
  .describe('Bearer token');

/** The message the forgot-password page always shows, whether or not the email has an account. */
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for this email, we have sent a link to reset the password. It is valid for one hour.';

/** POST /api/auth/sign-up/email (better-auth): what the sign-up form sends. */
export const signUpRequestSchema = z
  .object({
    name: usernameSchema.describe('The username'),
    email,
    password: newPassword,
  })
  .describe('Sign-up');

/** POST /api/auth/sign-in/email (better-auth). */
export const signInRequestSchema = z
  .object({
    email,
    password: z.string().min(1).max(PASSWORD_MAX),
    rememberMe: z.boolean().optional().describe('false: the session lasts one day'),
  })
  .describe('Sign-in');

/** better-auth's answer to a sign-up or sign-in: the bearer token and the user. */
export const signedInResponseSchema = z
  .object({
    token: z.string().describe('Session token, sent as `Authorization: Bearer <token>`'),
    user: z.object({ id: z.string(), email: z.string(), name: z.string() }).loose(),
  })
  .loose()
  .describe('Signed in');
