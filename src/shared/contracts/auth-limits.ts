/**
 * Limits shared by the identity server (better-auth) and the web forms. Kept apart from the
 * schemas in ./auth.ts so that a page can show them without loading zod (sign-up's hint).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const USERNAME_MIN = 2;
export const USERNAME_MAX = 50;
