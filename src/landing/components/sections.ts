/** The page's sections in the spec's order, with their menu labels (docs/product.md#screens "Landing page"). */
export const NAV_ITEMS = [
  { id: 'home', label: 'Home' },
  { id: 'about', label: 'About' },
  { id: 'why-us', label: 'Why Us' },
  { id: 'services', label: 'Services' },
  { id: 'contact', label: 'Contact' },
] as const;

/** The pricing section's menu item, shown (after Services, as the section is) only while a price test shows it. */
export const PRICING_NAV_ITEM = { id: 'pricing', label: 'Pricing' } as const;

/** The menu of a page: the fixed sections, and Pricing when the page has a pricing section. */
export function navItems(withPricing: boolean): readonly { id: string; label: string }[] {
  if (!withPricing) return NAV_ITEMS;
  const at = NAV_ITEMS.findIndex((item) => item.id === 'services') + 1;
  return [...NAV_ITEMS.slice(0, at), PRICING_NAV_ITEM, ...NAV_ITEMS.slice(at)];
}
