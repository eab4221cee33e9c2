import { describe, expect, it } from 'vitest';
import { listDrawnGlyphs, listFonts, poppler } from './pdf-inspect.test-helper.ts';
import { readPdfText } from './pdf-text.test-helper.ts';
import { PdfWriter } from './pdf-writer.ts';

async function build(write: (pdf: PdfWriter) => void): Promise<Uint8Array> {
  const pdf = await PdfWriter.create('Test');
  write(pdf);
  pdf.footers((page, pages) => `Reference · Page ${page} of ${pages}`);
  return pdf.doc.save();
}

describe('PdfWriter fonts', () => {
  it('writes DejaVu Sans alone into a Latin-only document', async () => {
    const bytes = await build((pdf) => {
      pdf.text('Wedding Agreement', { size: 18, bold: true });
      pdf.text('Quinceañera · Ünïcödé · Привет · Ωμέγα · “quoted” — 100 %');
    });
    expect((await listFonts(bytes)).map((font) => font.name).sort()).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
    expect((await readPdfText(bytes)).text).toContain('Quinceañera · Ünïcödé · Привет · Ωμέγα · “quoted” — 100 %');
    expect(bytes.length).toBeLessThan(25_000);
  });

  it('prints emoji sequences as the font draws them, or their base emoji, never as a box', async () => {
    // Skin tone, family (ZWJ), emoji-style heart (VS16), keycap, flag, tag flag, and a ZWJ
    // sequence no font knows (ring + party popper), which keeps its base.
    const bytes = await build((pdf) => pdf.text('Us 👍🏽 👨‍👩‍👧 ❤️ 1️⃣ 🇫🇷 🏴󠁧󠁢󠁥󠁮󠁧󠁿 💍‍🎉 ❤ end'));
    const glyphs = await listDrawnGlyphs(bytes);
    expect(glyphs.filter((glyph) => glyph.glyph === 0 || (!glyph.hasOutline && glyph.text.trim() !== ''))).toEqual([]);
    const emoji = glyphs.filter((glyph) => glyph.font === 'NotoEmoji-Regular').map((glyph) => glyph.text);
    // Noto Emoji has no skin tones: 👍🏽 is drawn, and so reads back, as its plain 👍.
    expect(emoji).toEqual(['👍', '👨‍👩‍👧', '❤️', '1️⃣', '🇫🇷', '🏴󠁧󠁢󠁥󠁮󠁧󠁿', '💍']);
    // A heart without the emoji selector is text, and DejaVu Sans has it.
    expect(glyphs.find((glyph) => glyph.text === '❤')?.font).toBe('DejaVuSans');
    expect(await poppler('pdftotext', bytes)).toContain('👨‍👩‍👧');
  });

  it('prints Thai and Hindi, shaped, in their Noto faces', async () => {
    const bytes = await build((pdf) => pdf.text('สวัสดีครับ ผู้ใหญ่ · नमस्ते दुनिया · क्षत्रिय'));
    const glyphs = await listDrawnGlyphs(bytes);
    expect(glyphs.filter((glyph) => glyph.glyph === 0 || (!glyph.hasOutline && glyph.text.trim() !== ''))).toEqual([]);
    expect(new Set(glyphs.map((glyph) => glyph.font))).toEqual(
      new Set(['DejaVuSans', 'NotoSansThai-Regular', 'NotoSansDevanagari-Regular']),
    );
    // The conjunct क्ष is one glyph, as Devanagari writes it.
    expect(glyphs.some((glyph) => glyph.text === 'क्ष')).toBe(true);
    const text = await poppler('pdftotext', bytes);
    expect(text).toContain('สวัสดีครับ ผู้ใหญ่');
    expect(text).toContain('नमस्ते');
  });

  it('extracts the characters of its own text, whatever documents came before', async () => {
    // Noto Sans SC draws the Kangxi radical ⼀ and the ideograph 一 with one glyph.
    await build((pdf) => pdf.text('部首⼀'));
    const bytes = await build((pdf) => pdf.text('一二三'));
    expect(await poppler('pdftotext', bytes)).toContain('一二三');
  });

  it('draws a script no font has as its box, and carries on with the rest', async () => {
    const bytes = await build((pdf) => pdf.text('Ge’ez ሰላም ends'));
    const glyphs = await listDrawnGlyphs(bytes);
    expect(glyphs.filter((glyph) => glyph.glyph === 0)).toHaveLength(3);
    expect(await poppler('pdftotext', bytes)).toContain('ends');
  });

  it('wraps a 100,000-character Chinese paragraph and a 100,000-character word in linear time', async () => {
    const started = performance.now();
    const bytes = await build((pdf) => {
      pdf.text('婚礼场地租赁合同。双方同意以下条款：场地使用时间为下午三点至晚上十一点。'.repeat(2_800));
      pdf.text('x'.repeat(100_000));
    });
    // A quadratic wrap takes minutes here; the linear one about a second on a busy machine.
    expect(performance.now() - started).toBeLessThan(20_000);
    const { pages } = await readPdfText(bytes);
    expect(pages).toBeGreaterThan(60);
  });
});
