import { LocationIndex } from './location-index';
import { loadCountries, loadIndia, loadPlaceNames, type GeoTarget } from './load';
import { PlaceFinder } from './named-places';

/** The geo data of the process: the country list, the location index and the place finder (ctx.geo). */
export interface GeoCatalog {
  countries: GeoTarget[];
  locations: LocationIndex;
  /** Which places a text (the founder's answers) names. */
  places: PlaceFinder;
}

/** Read the CSVs into memory: once per process, by the composition root (services.ts). */
export function loadGeoCatalog(): GeoCatalog {
  const countries = loadCountries().sort((a, b) => a.name.localeCompare(b.name));
  const india = loadIndia();
  const locations = new LocationIndex([...countries, ...india]);
  return { countries, locations, places: new PlaceFinder(countries, india, loadPlaceNames(), locations) };
}
