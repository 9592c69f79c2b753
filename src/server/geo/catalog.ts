import { LocationIndex } from './location-index';
import { loadCountries, loadIndia, type GeoTarget } from './load';

/** The geo data of the process: the country list and the location index, loaded once. */
export interface GeoCatalog {
  countries: GeoTarget[];
  locations: LocationIndex;
}

let catalog: GeoCatalog | undefined;

/** Load the CSVs on first use (the geo routes call this at start-up) and keep them in memory. */
export function geoCatalog(): GeoCatalog {
  if (!catalog) {
    const countries = loadCountries().sort((a, b) => a.name.localeCompare(b.name));
    catalog = { countries, locations: new LocationIndex([...countries, ...loadIndia()]) };
  }
  return catalog;
}
