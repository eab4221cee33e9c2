import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '#shared/colours.ts';
import { getEmailColours, renderEmail } from './email-layout.ts';

const content = {
  heading: 'Your signed contract',
  paragraphs: ['Hi Ana & Luis,', 'Line one\nLine two'],
  action: { label: 'Review and sign', url: 'https://app.example/contract/abc/sign?x=1&y=2' },
};

describe('renderEmail', () => {
  it('without a brand: the same text as before, and VenueDesk in the HTML', () => {
    const { text, html } = renderEmail(content);
    expect(text).toBe(
      'Your signed contract\n\nHi Ana & Luis,\n\nLine one\nLine two\n\nReview and sign: https://app.example/contract/abc/sign?x=1&y=2',
    );
    expect(html).toContain('>VenueDesk</p>');
    expect(html).toContain('border-top:6px solid #8B5A6B');
    expect(html).toContain('Line one<br>Line two');
    expect(html).toContain('href="https://app.example/contract/abc/sign?x=1&amp;y=2"');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<table');
  });

  it("with a brand: the venue's name, colour and logo; the text part is unchanged", () => {
    const brand = {
      name: 'Hacienda Rosa',
      color: '#1d4ed8',
      logoUrl: 'https://app.example/api/public/venues/rosa/logo?v=1',
    };
    const { text, html } = renderEmail({ ...content, brand });
    expect(text).toBe(renderEmail(content).text);
    expect(html).toContain('border-top:6px solid #1D4ED8');
    expect(html).toContain('background:#1D4ED8;color:#FFFFFF');
    expect(html).toContain('<img src="https://app.example/api/public/venues/rosa/logo?v=1" alt="Hacienda Rosa"');
    expect(html).toContain('Hacienda Rosa · sent with VenueDesk');
    expect(html).not.toContain('>VenueDesk</p>');
  });

  it('escapes every value the venue or a visitor wrote, the brand included', () => {
    const { html } = renderEmail({
      heading: '<script>alert(1)</script>',
      paragraphs: ['"quoted" & <b>bold</b>'],
      action: { label: '<i>Go</i>', url: 'https://x.example/"onmouseover="alert(1)' },
      brand: { name: 'Rosa <img src=x onerror=alert(1)>', color: '#8B5A6B', logoUrl: 'https://x.example/l.png?a="b"' },
    });
    expect(html).not.toMatch(/<script|<b>|<i>|<img src=x|"onmouseover=/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt;');
    expect(html).toContain('Rosa &lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('src="https://x.example/l.png?a=&quot;b&quot;"');
  });

  it('puts nothing but a colour in a style, and only a web address in an image', () => {
    const { html } = renderEmail({
      ...content,
      brand: { name: 'Rosa', color: 'red;background:url(https://evil.example)', logoUrl: 'javascript:alert(1)' },
    });
    expect(html).not.toContain('evil.example');
    expect(html).toContain('border-top:6px solid #8B5A6B');
    expect(html).not.toContain('<img');
  });
});

describe('getEmailColours', () => {
  it.each(['#F5E6D3', '#FFEB3B', '#8B5A6B', '#1D4ED8', '#10B981', '#000000', '#FFFFFF', '#777777'])(
    'keeps text readable on and in %s (WCAG AA 4.5:1)',
    (color) => {
      const colours = getEmailColours(color);
      expect(colours.button).toBe(color);
      // Black or white on the button, whichever reads better; both reach 4.5:1 on most colours.
      expect(getContrastRatio(colours.buttonText, colours.button)).toBeGreaterThanOrEqual(
        Math.max(getContrastRatio('#000000', color), getContrastRatio('#FFFFFF', color)) - 1e-9,
      );
      expect(getContrastRatio(colours.name, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('writes black on a pale colour and white on a dark one', () => {
    expect(getEmailColours('#F5E6D3').buttonText).toBe('#000000');
    expect(getEmailColours('#1D4ED8').buttonText).toBe('#FFFFFF');
  });
});
