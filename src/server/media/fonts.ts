import { exportToNativeLibraries } from '../config';
import { fromRoot } from '../paths';

/** The fontconfig file that adds the fonts shipped in assets/fonts (Inter) to the system's. */
export const FONTCONFIG_FILE = fromRoot('assets/fonts/fonts.conf');

/** The family every generated image writes its text in (shipped, so text never turns into boxes). */
export const IMAGE_FONT_FAMILY = 'Inter';

/**
 * Point fontconfig (used by librsvg inside sharp) at the shipped fonts. Call before the first
 * SVG with text is rendered: fontconfig reads its configuration once per process, from the
 * process environment (written through config.ts, the one module that touches it). Writing the
 * same value again is harmless, so it keeps no state of its own.
 */
export function useShippedFonts(): void {
  exportToNativeLibraries({ FONTCONFIG_FILE });
}

/** Whether Inter can draw every character (Latin, Greek, Cyrillic, digits and common punctuation). */
export function fontCanRender(text: string): boolean {
  return /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Nd}\s.,:;!?'’‘"“”&()\-–—|/+#@%$€£₹…]+$/u.test(text);
}
