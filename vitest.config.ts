import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // PGlite and pg-boss per file are memory-hungry: two cores, two workers.
    maxWorkers: 2,
    setupFiles: ['test/setup.ts'],
  },
});
