import type { LandingView } from '../content';

/**
 * The landing page's sections, one definition each, in the page's order: its anchor, its menu
 * label (null: not in the menu), the page-editor section that writes it (null: none), the
 * stored fields it shows, and when it is shown. A section with nothing of its own to say is not
 * shown, and neither is its menu item (docs/product.md, "Deliberate differences": a shorter page
 * beats one that repeats). The renderer (LandingDocument) draws these in this order; the header
 * and footer menus, and the editor's preview, read them from here.
 */
export interface LandingSection {
  id: 'home' | 'about' | 'why-us' | 'services' | 'pricing' | 'cta' | 'vision' | 'contact';
  label: string | null;
  editor: 'hero' | 'about' | 'why_us' | 'services' | 'long_description' | null;
  /** The `seo_content` fields (or other parts of the stored page) it shows. */
  fields: readonly string[];
  shown: (view: LandingView) => boolean;
}

export const LANDING_SECTIONS = [
  {
    id: 'home',
    label: 'Home',
    editor: 'hero',
    fields: ['header', 'subheader', 'cta_text', 'bg_image_url'],
    shown: () => true,
  },
  {
    id: 'about',
    label: 'About',
    editor: 'about',
    fields: ['business_name', 'about_us', 'main_image_url'],
    shown: (v) => v.about.paragraph !== '' || v.about.points.length > 0,
  },
  { id: 'why-us', label: 'Why Us', editor: 'why_us', fields: ['why_us'], shown: (v) => v.whyUs.length > 0 },
  { id: 'services', label: 'Services', editor: 'services', fields: ['services'], shown: (v) => v.services.length > 0 },
  // Only while a price test shows prices (added by the variant, never part of the stored page).
  { id: 'pricing', label: 'Pricing', editor: null, fields: ['pricing'], shown: (v) => v.prices.length > 0 },
  { id: 'cta', label: null, editor: null, fields: ['questions'], shown: () => true },
  {
    id: 'vision',
    label: null,
    editor: 'long_description',
    fields: ['heavy_description'],
    shown: (v) => v.details.length > 0,
  },
  { id: 'contact', label: 'Contact', editor: null, fields: ['questions'], shown: () => true },
] as const satisfies readonly LandingSection[];

export type LandingSectionId = (typeof LANDING_SECTIONS)[number]['id'];

/** The sections a page shows, in order. */
export function shownSections(view: LandingView): readonly LandingSection[] {
  return LANDING_SECTIONS.filter((s) => s.shown(view));
}

/** The menu of a page: the shown sections that have a menu label. */
export function navItems(view: LandingView): { id: string; label: string }[] {
  return shownSections(view).flatMap((s) => (s.label ? [{ id: s.id, label: s.label }] : []));
}
