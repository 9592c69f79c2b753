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

export const GEO_DIR = fromRoot('assets/geo') + '/';
export const COUNTRIES_FILE = `${GEO_DIR}google-geotargets-countries.csv`;
export const INDIA_FILE = `${GEO_DIR}google-geotargets-india.csv`;

function parseRows(file: string, columns: string[]): Record<string, string>[] {
  const rows = parse(readFileSync(file, 'utf8'), {
    columns: (header: string[]) => {
      const missing = columns.filter((c) => !header.includes(c));
      if (missing.length) throw new Error(`${file}: missing column(s) ${missing.join(', ')}`);
      return header;
    },
    skip_empty_lines: true,
    trim: true,
    bom: true,
  }) as Record<string, string>[];
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
