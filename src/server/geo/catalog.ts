import { LocationIndex } from './location-index';
import { loadCountries, loadIndia, type GeoTarget } from './load';

/** The geo data of the process: the country list and the location index (ctx.geo). */
export interface GeoCatalog {
  countries: GeoTarget[];
  locations: LocationIndex;
}

/** Read the CSVs into memory: once per process, by the composition root (services.ts). */
export function loadGeoCatalog(): GeoCatalog {
  const countries = loadCountries().sort((a, b) => a.name.localeCompare(b.name));
  return { countries, locations: new LocationIndex([...countries, ...loadIndia()]) };
}
