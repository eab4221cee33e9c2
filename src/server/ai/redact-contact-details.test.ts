import { describe, expect, it } from 'vitest';
import { redactContactDetails } from './redact-contact-details.ts';

describe('redactContactDetails', () => {
  it.each([
    ['write to maria.lopez+events@example.co.uk today', 'write to [e-mail removed] today'],
    ['"x@y.org"', '"[e-mail removed]"'],
    ['call 555-123-4567', 'call [phone removed]'],
    ['call (555) 123 4567 now', 'call [phone removed] now'],
    ['call 555.0101', 'call [phone removed]'],
    ['call +44 20 7946 0958', 'call [phone removed]'],
  ])('masks %s', (text, expected) => {
    expect(redactContactDetails(text)).toBe(expected);
  });

  it.each([
    '{"today":"2027-03-10","due":"2031-06-14T17:00:00.000Z"}',
    '{"total":12000.5,"paid":1234567.89,"count":150}',
    'Chase $2,500 in overdue payments due 2027-02-15',
    '{"confirmedByMonth":{"2027-06":2}}',
  ])('leaves dates and amounts alone: %s', (text) => {
    expect(redactContactDetails(text)).toBe(text);
  });
});
