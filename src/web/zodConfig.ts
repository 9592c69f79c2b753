import { config } from 'zod/v4/core';

/**
 * Our Content-Security-Policy allows no eval. zod would otherwise probe `new Function` when an
 * object schema is defined (to compile a faster parser), which Chromium reports as a CSP
 * violation (Lighthouse best practices). Imported first by main.tsx, before any schema exists.
 */
config({ jitless: true });
