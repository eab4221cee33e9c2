import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REPLY_TEMPLATE,
  fillReplyTemplate,
  getUnknownPlaceholders,
  replyTemplateSchema,
} from './reply-template.ts';

const values = {
  clientName: 'Ana',
  venueName: 'Casa',
  eventDate: 'Saturday, June 14, 2031',
  availability: 'It is open.',
  price: '',
};

describe('reply templates', () => {
  it('fills every placeholder, as often as it appears, and closes the gap an empty one leaves', () => {
    expect(
      fillReplyTemplate('Hi {clientName},\n\n{availability}\n\n{price}\n\n{venueName} / {venueName}', values),
    ).toBe('Hi Ana,\n\nIt is open.\n\nCasa / Casa');
  });

  it('uses only known placeholders in the default, which the schema accepts', () => {
    expect(getUnknownPlaceholders(DEFAULT_REPLY_TEMPLATE)).toEqual([]);
    expect(replyTemplateSchema.parse(DEFAULT_REPLY_TEMPLATE)).toBe(DEFAULT_REPLY_TEMPLATE);
  });

  it('names unknown placeholders once each; braces around spaces are plain text', () => {
    expect(getUnknownPlaceholders('{date} {name} {date} { not one } {}')).toEqual(['date', 'name', '']);
    expect(replyTemplateSchema.safeParse('Hi {name}').success).toBe(false);
    expect(replyTemplateSchema.parse('  ')).toBeNull();
  });
});
