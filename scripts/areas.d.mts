/** Types of scripts/areas.mjs (plain JavaScript so eslint.config.js can import it). */
export declare const SERVER_AREAS: Record<string, string[]>;
export declare const COMPOSITION_FILES: string[];
export declare const WEB_FEATURES: string[];
export declare const WEB_AREAS: Record<string, string[]>;
export declare const WEB_ASSET_FOLDERS: string[];
