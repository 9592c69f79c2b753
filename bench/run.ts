// `npm run bench`: every benchmark, one after the other (figures, never a pass/fail on time).
// React renders in production mode, as a deployed server should (set before React is loaded).
process.env.NODE_ENV ??= 'production';
const { runLandingBench } = await import('./landing');

await runLandingBench();
process.exit(0);

export {};
