/** Types of scripts/areas.mjs (plain JavaScript so eslint.config.js can import it). */
export declare const SERVER_AREAS: Record<string, string[]>;
export declare const COMPOSITION_FILES: string[];
