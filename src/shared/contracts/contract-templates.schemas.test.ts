import { describe, expect, it } from 'vitest';
import { contractContentField } from './contract-templates.schemas.ts';
import { findStrayBraces } from './merge-fields.ts';

const unmatchedOpen = 'Unmatched "{{" in the text: use a merge field such as {{coupleNames}}';
const unmatchedClose = 'Unmatched "}}" in the text: use a merge field such as {{coupleNames}}';

function messages(content: string): string[] {
  const result = contractContentField.safeParse(content);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('contract content', () => {
  it('accepts known merge fields, with or without spaces inside, and single braces', () => {
    expect(messages('{{coupleNames}} on {{ eventDate }} at {{venueName}}{{today}}. Options: {a, b}.')).toEqual([]);
  });

  it('refuses "{{" and "}}" that are not part of a merge field, each named once', () => {
    expect(messages('Pay {{ soon and {{coupleNames}} {{{venueName}}} {{')).toEqual([unmatchedOpen, unmatchedClose]);
    expect(messages('Pay {{ soon')).toEqual([unmatchedOpen]);
    expect(messages('{{coupleNames}} }} later')).toEqual([unmatchedClose]);
    expect(messages('{{coupleNames')).toEqual([unmatchedOpen]);
  });

  it('keeps naming unknown fields, beside any stray braces', () => {
    expect(messages('Dear {{bride}}')).toEqual(['Unknown merge field {{bride}}']);
    expect(messages('Dear {{bride}} }}')).toEqual(['Unknown merge field {{bride}}', unmatchedClose]);
  });
});

describe('findStrayBraces', () => {
  it('finds a third brace beside a field, on either side', () => {
    expect(findStrayBraces('{{{venueName}}}')).toEqual(['{{', '}}']);
    expect(findStrayBraces('{{venueName}}}')).toEqual(['}}']);
    expect(findStrayBraces('{{{venueName}}')).toEqual(['{{']);
    expect(findStrayBraces('{{venueName}}{{today}}')).toEqual([]);
  });
});
