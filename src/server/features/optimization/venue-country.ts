import { data } from 'date-holidays/data';

let countriesByZone: Map<string, string[]> | null = null;

/** Each IANA zone with the countries that use it, from the holiday library's own data. */
function getCountriesByZone(): Map<string, string[]> {
  if (countriesByZone) return countriesByZone;
  const map = new Map<string, string[]>();
  for (const [country, entry] of Object.entries(data.holidays)) {
    for (const zone of entry.zones ?? []) map.set(zone, [...(map.get(zone) ?? []), country]);
  }
  countriesByZone = map;
  return map;
}

/**
 * The venue's country for public holidays. The time zone is a setting every venue has, and most
 * zones belong to one country (America/Los_Angeles → US); where several share a zone
 * (Europe/Rome: Italy, San Marino, the Vatican) the address decides if it names exactly one of
 * them, by English name or code, and otherwise the country stays unknown rather than guessed.
 */
export function getVenueCountry(timeZone: string, address: string | null): string | null {
  const candidates = getCountriesByZone().get(timeZone) ?? [];
  if (candidates.length <= 1) return candidates[0] ?? null;
  if (!address) return null;
  const text = address.toLocaleLowerCase('en');
  const words = new Set(address.split(/[^A-Za-z]+/));
  const named = candidates.filter((code) => {
    const name = data.holidays[code]?.names.en;
    return words.has(code) || (name !== undefined && text.includes(name.toLocaleLowerCase('en')));
  });
  return named.length === 1 ? named[0]! : null;
}
