import { describe, expect, it } from 'vitest';
import { getVenueCountry } from './venue-country.ts';

describe('the venue country for holidays', () => {
  it('comes from a time zone that belongs to one country', () => {
    expect(getVenueCountry('America/Los_Angeles', null)).toBe('US');
    expect(getVenueCountry('Europe/London', '1 High Street')).toBe('GB');
    expect(getVenueCountry('Australia/Sydney', null)).toBe('AU');
  });

  it('asks the address when countries share the zone, and stays unknown rather than guessing', () => {
    expect(getVenueCountry('Europe/Zurich', 'Bahnhofstrasse 1, 8001 Zürich, Switzerland')).toBe('CH');
    expect(getVenueCountry('Europe/Zurich', 'Städtle 1, Vaduz, LI')).toBe('LI');
    expect(getVenueCountry('Europe/Zurich', null)).toBeNull();
    expect(getVenueCountry('Europe/Zurich', 'Somewhere in the Alps')).toBeNull();
  });

  it('is unknown for a zone no country uses', () => {
    expect(getVenueCountry('UTC', null)).toBeNull();
    expect(getVenueCountry('Etc/GMT+5', null)).toBeNull();
  });
});
