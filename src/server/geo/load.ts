import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { fromRoot } from '../paths';

/** One Google Ads geo target constant (a row of Google's geotargets table). */
export interface GeoTarget {
  /** Criteria ID, as a string ("1007785"). */
  id: string;
  /** The place's own name ("Mumbai"). */
  name: string;
  /** Canonical name, the place label ("Mumbai,Maharashtra,India"); for countries the name. */
  label: string;
  /** Target Type ("Country", "State", "City", …). */
  type: string;
  /** ISO 3166-1 alpha-2 country code, when known. */
  countryCode?: string;
}

const GEO_DIR = fromRoot('assets/geo') + '/';
const COUNTRIES_FILE = `${GEO_DIR}google-geotargets-countries.csv`;
const INDIA_FILE = `${GEO_DIR}google-geotargets-india.csv`;
const PLACE_NAMES_FILE = `${GEO_DIR}place-names.csv`;

/**
 * A name founders write for a place the geo data holds under another name, or does not hold
 * (assets/geo/place-names.csv, kept by hand): an alias with the target's place label ("Bangalore"
 * → "Bengaluru,Karnataka,India", "UK" → "United Kingdom"), or a city outside India with its
 * country's code only ("Manchester", GB): the data has nothing finer than that country there.
 */
export interface PlaceName {
  name: string;
  countryCode: string;
  /** The place label of the target it stands for; absent: the country of `countryCode`. */
  label?: string;
}

function parseCsv(file: string, columns: string[]): Record<string, string>[] {
  return parse(readFileSync(file, 'utf8'), {
    columns: (header: string[]) => {
      const missing = columns.filter((c) => !header.includes(c));
      if (missing.length) throw new Error(`${file}: missing column(s) ${missing.join(', ')}`);
      return header;
    },
    skip_empty_lines: true,
    trim: true,
    bom: true,
  }) as Record<string, string>[];
}

/** Place names: `Name,Country Code,Target Label`. */
export function loadPlaceNames(file = PLACE_NAMES_FILE): PlaceName[] {
  return parseCsv(file, ['Name', 'Country Code', 'Target Label']).map((r, i) => {
    if (!r.Name || !/^[A-Z]{2}$/.test(r['Country Code'] ?? '')) {
      throw new Error(`${file}: row ${i + 2} needs a name and a two-letter country code`);
    }
    return { name: r.Name, countryCode: r['Country Code']!, label: r['Target Label'] || undefined };
  });
}

function parseRows(file: string, columns: string[]): Record<string, string>[] {
  const rows = parseCsv(file, columns);
  rows.forEach((row, i) => {
    if (!/^\d+$/.test(row['Criteria ID'] ?? '')) {
      throw new Error(`${file}: row ${i + 2} has no numeric Criteria ID`);
    }
  });
  return rows;
}

/** Countries file: `Criteria ID,Name,Country Code`. */
export function loadCountries(file = COUNTRIES_FILE): GeoTarget[] {
  return parseRows(file, ['Criteria ID', 'Name', 'Country Code']).map((r) => ({
    id: r['Criteria ID']!,
    name: r.Name!,
    label: r.Name!,
    type: 'Country',
    countryCode: r['Country Code'] || undefined,
  }));
}

/** India's places: `Criteria ID,Name,Canonical Name,Target Type`. */
export function loadIndia(file = INDIA_FILE): GeoTarget[] {
  return parseRows(file, ['Criteria ID', 'Name', 'Canonical Name', 'Target Type']).map((r) => ({
    id: r['Criteria ID']!,
    name: r.Name!,
    label: r['Canonical Name']!,
    type: r['Target Type']!,
    countryCode: 'IN',
  }));
}
