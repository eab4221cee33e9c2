import { describe, expect, it } from 'vitest';
import { hasLineBreakOrControl, nullableText, optionalText, requiredText } from './fields.ts';

const LINE_MESSAGE = 'Name cannot contain line breaks or control characters';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : result.error!.issues.map((issue) => issue.message);
}

describe('single-line text fields', () => {
  const refused = {
    'CR LF (a header injection)': 'Demo venue\r\nBcc: x@y.example',
    'LF alone': 'Ana\nLopez',
    'CR alone': 'Ana\rLopez',
    TAB: 'Ana\tLopez',
    'vertical tab': 'Ana\u000BLopez',
    'form feed': 'Ana\u000CLopez',
    ESC: 'Ana\u001B[31mLopez',
    DEL: 'Ana\u007FLopez',
    'C1 next line (NEL)': 'Ana\u0085Lopez',
    'C1 control U+009F': 'Ana\u009FLopez',
    'line separator U+2028': 'Ana\u2028Lopez',
    'paragraph separator U+2029': 'Ana\u2029Lopez',
  };

  for (const [what, value] of Object.entries(refused)) {
    it(`refuses ${what} inside the text, with the field's name`, () => {
      expect(hasLineBreakOrControl(value)).toBe(true);
      expect(messages(requiredText('Name', 200).safeParse(value))).toEqual([LINE_MESSAGE]);
      expect(messages(optionalText('Name', 200).safeParse(value))).toEqual([LINE_MESSAGE]);
      expect(messages(nullableText('Name', 200).safeParse(value))).toEqual([LINE_MESSAGE]);
    });
  }

  it('accepts names in any script, with accents, emoji, non-breaking and other Unicode spaces', () => {
    for (const value of [
      'Quinceañera de Ana',
      'Zoë & Jürgen',
      '李小龍',
      'محمد',
      'Ana 💍 Luis',
      'Casa\u00A0Blanca',
      'A\u2009B',
    ]) {
      expect(hasLineBreakOrControl(value)).toBe(false);
      expect(requiredText('Name', 200).parse(value)).toBe(value);
    }
  });

  it('trims line breaks and tabs at the ends (a pasted value) and keeps the rest', () => {
    expect(requiredText('Name', 200).parse('\tAna Lopez\r\n')).toBe('Ana Lopez');
    expect(nullableText('Name', 200).parse(' \n')).toBeNull();
    expect(optionalText('Name', 200).parse('\u2028')).toBeUndefined();
  });

  it('keeps line breaks and tabs in multi-line fields', () => {
    const notes = 'First line\r\nSecond line\n\tindented\u2028';
    expect(requiredText('Notes', 5000, { multiline: true }).parse(notes)).toBe('First line\r\nSecond line\n\tindented');
    expect(nullableText('Notes', 5000, { multiline: true }).parse('a\nb')).toBe('a\nb');
  });

  it('still says required and too long', () => {
    expect(messages(requiredText('Name', 5).safeParse('  '))).toEqual(['Name is required']);
    expect(messages(requiredText('Name', 5).safeParse('Ana Lopez'))).toEqual(['Name is too long']);
    expect(messages(nullableText('Name', 5).safeParse('Ana Lopez'))).toEqual(['Name is too long']);
  });
});
