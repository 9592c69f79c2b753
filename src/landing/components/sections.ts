import type { LandingView } from '../content';
import type { LandingMessages } from '../messages';

/**
 * The landing page's sections, one definition each, in the page's order: its anchor, its menu
 * label (a key of the catalogue's `nav`; null: not in the menu) and when it is shown. A section
 * with nothing of its own to say is not shown, and neither is its menu item (docs/product.md,
 * "Deliberate differences": a shorter page beats one that repeats). The renderer
 * (LandingDocument) draws these in this order; the header and footer menus read them from here.
 */
export interface LandingSection {
  id: 'home' | 'about' | 'why-us' | 'services' | 'pricing' | 'cta' | 'vision' | 'contact';
  label: Exclude<keyof LandingMessages['nav'], 'label'> | null;
  shown: (view: LandingView) => boolean;
}

const LANDING_SECTIONS = [
  {
    id: 'home',
    label: 'home',
    shown: () => true,
  },
  {
    id: 'about',
    label: 'about',
    shown: (v) => v.about.paragraph !== '' || v.about.points.length > 0,
  },
  { id: 'why-us', label: 'whyUs', shown: (v) => v.whyUs.length > 0 },
  { id: 'services', label: 'services', shown: (v) => v.services.length > 0 },
  // Only while a price test shows prices (added by the variant, never part of the stored page).
  { id: 'pricing', label: 'pricing', shown: (v) => v.prices.length > 0 },
  { id: 'cta', label: null, shown: () => true },
  {
    id: 'vision',
    label: null,
    shown: (v) => v.details.length > 0,
  },
  { id: 'contact', label: 'contact', shown: () => true },
] as const satisfies readonly LandingSection[];

export type LandingSectionId = (typeof LANDING_SECTIONS)[number]['id'];

/** The sections a page shows, in order. */
export function shownSections(view: LandingView): readonly LandingSection[] {
  return LANDING_SECTIONS.filter((s) => s.shown(view));
}

/** The menu of a page: the shown sections that have a menu label, in the page's language. */
export function navItems(view: LandingView): { id: string; label: string }[] {
  return shownSections(view).flatMap((s) => (s.label ? [{ id: s.id, label: view.text.nav[s.label] }] : []));
}
