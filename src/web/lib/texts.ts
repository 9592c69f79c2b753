/** Words more than one feature shows. */

/** Figures that come from the sandbox ads provider, not a real ad account (analytics, campaigns). */
export const SIMULATED = 'Simulated';
