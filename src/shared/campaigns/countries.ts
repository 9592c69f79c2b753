import type { GeoOption } from '../contracts/geo';

/** Shown when the country list cannot be loaded in full (docs/product.md#messages: fewer options than this list). */
export const FALLBACK_COUNTRIES: readonly GeoOption[] = [
  { value: '2356', label: 'India' },
  { value: '2840', label: 'United States' },
  { value: '2826', label: 'United Kingdom' },
];

export const COUNTRY_LIST_WARNING =
  'Could not load the full country list; showing India, United States and United Kingdom only.';

/**
 * The options the form offers: the loaded list, or the fallback (with the warning) when fewer
 * options loaded than the fallback has.
 */
export function countryOptions(loaded: readonly GeoOption[] | undefined): {
  options: readonly GeoOption[];
  warning: string | null;
} {
  if (!loaded || loaded.length < FALLBACK_COUNTRIES.length) {
    return { options: FALLBACK_COUNTRIES, warning: COUNTRY_LIST_WARNING };
  }
  return { options: loaded, warning: null };
}
