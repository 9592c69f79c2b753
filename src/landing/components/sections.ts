/** The page's sections in the spec's order, with their menu labels (docs/product.md#screens "Landing page"). */
export const NAV_ITEMS = [
  { id: 'home', label: 'Home' },
  { id: 'about', label: 'About' },
  { id: 'why-us', label: 'Why Us' },
  { id: 'services', label: 'Services' },
  { id: 'contact', label: 'Contact' },
] as const;
