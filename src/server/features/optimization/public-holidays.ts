import Holidays from 'date-holidays';

/**
 * Public holidays from a maintained library (date-holidays: rules per country, substitute days
 * included), named in English as the rest of the product is. Only days off count ('public'):
 * observances such as Valentine's Day or Christmas Eve are not days off (decision 052).
 */
export function getPublicHolidays(country: string | null, firstDay: string, lastDay: string): Map<string, string> {
  const holidays = new Map<string, string>();
  if (!country) return holidays;
  const calendar = new Holidays(country, { languages: ['en'], types: ['public'] });
  const firstYear = Number(firstDay.slice(0, 4));
  const lastYear = Number(lastDay.slice(0, 4));
  for (let year = firstYear; year <= lastYear; year += 1) {
    for (const holiday of calendar.getHolidays(year)) {
      // The library writes the day at the country's midnight: 'YYYY-MM-DD hh:mm:ss'.
      const dayKey = holiday.date.slice(0, 10);
      if (holiday.type !== 'public' || dayKey < firstDay || dayKey > lastDay || holidays.has(dayKey)) continue;
      holidays.set(dayKey, holiday.name);
    }
  }
  return holidays;
}

let countriesByZone: Map<string, string | null> | undefined;

/**
 * The country of an IANA time zone, from the zones the holiday library lists for each country;
 * null for a zone several countries share (Africa/Lagos) or none lists (UTC). A venue's zone is
 * a setting it chose, so it is a surer guide than a free-text address. Built once (about half a
 * second), then a lookup.
 */
export function getCountryOfTimeZone(timeZone: string): string | null {
  if (!countriesByZone) {
    countriesByZone = new Map();
    for (const country of Object.keys(new Holidays().getCountries())) {
      for (const zone of new Holidays(country).getTimezones()) {
        const known = countriesByZone.get(zone);
        countriesByZone.set(zone, known === undefined || known === country ? country : null);
      }
    }
  }
  return countriesByZone.get(timeZone) ?? null;
}
