import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contracts } from '#server/db/schema.ts';
import { createSentContract, signPayload } from '#tests/contracts-factory.ts';
import { signUpOwner } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import { listDrawnGlyphs, listFonts, poppler } from './pdf-inspect.test-helper.ts';

const { app } = await createTestApp();
const owner = await signUpOwner(app, 'Casa Azul');

async function signedPdf(id: string): Promise<Uint8Array> {
  const [row] = await app.deps.db.select().from(contracts).where(eq(contracts.id, id));
  return row!.signedPdf!;
}

describe('the signed PDF in any script', () => {
  it('prints a Chinese signer, Japanese, Korean and emoji in embedded fonts that poppler extracts', async () => {
    const { contract, token } = await createSentContract(app, owner, {
      templateName: '婚礼合同 Wedding Agreement',
      content: [
        'Agreement for {{coupleNames}} 💍',
        '例えば 東京都の会場で結婚式を行います。',
        '서울 웨딩홀 계약서',
        '婚礼场地租赁合同。双方同意以下条款：场地使用时间为下午三点至晚上十一点。'.repeat(4),
      ].join('\n'),
    });
    const signing = await app.inject({
      method: 'POST',
      url: `/api/contracts/${token}/sign`,
      payload: signPayload({ signerName: '王伟 💍' }),
    });
    expect(signing.statusCode).toBe(200);
    const pdf = await signedPdf(contract.id);

    const text = await poppler('pdftotext', pdf);
    expect(text).toContain('婚礼合同 Wedding Agreement');
    expect(text).toContain('Agreement for Sarah & Michael 💍');
    expect(text).toContain('例えば 東京都の会場で結婚式を行います。');
    expect(text).toContain('서울 웨딩홀 계약서');
    expect(text).toContain('Signed electronically by 王伟 💍 <sarah@example.com>');
    expect(text).toContain('Signed by: 王伟 💍 <sarah@example.com>');
    // The long Chinese paragraph wraps between characters and loses none of them.
    const sentence = '婚礼场地租赁合同。双方同意以下条款：场地使用时间为下午三点至晚上十一点。';
    expect(text.replace(/\s/g, '').split(sentence)).toHaveLength(5);

    const fonts = await listFonts(pdf);
    expect(fonts.filter((font) => !font.embedded)).toEqual([]);
    expect(fonts.map((font) => font.name).sort()).toEqual([
      'DejaVuSans',
      'DejaVuSans-Bold',
      'NotoEmoji-Regular',
      'NotoSansJP-Regular',
      'NotoSansKR-Regular',
      'NotoSansSC-Bold', // the title
      'NotoSansSC-Regular',
    ]);

    // No character drawn as the empty box of glyph 0, and every glyph but a space has an outline
    // in the embedded subset.
    const glyphs = await listDrawnGlyphs(pdf);
    expect(glyphs.filter((glyph) => glyph.glyph === 0)).toEqual([]);
    expect(glyphs.filter((glyph) => !glyph.hasOutline && glyph.text.trim() !== '')).toEqual([]);
    const fontsOf = (char: string) =>
      [...new Set(glyphs.filter((glyph) => glyph.text === char).map((glyph) => glyph.font))].sort();
    expect(fontsOf('伟')).toEqual(['NotoSansSC-Regular']);
    expect(fontsOf('礼')).toEqual(['NotoSansSC-Bold', 'NotoSansSC-Regular']);
    expect(fontsOf('東')).toEqual(['NotoSansJP-Regular']); // a line with kana is Japanese
    expect(fontsOf('서')).toEqual(['NotoSansKR-Regular']);
    expect(fontsOf('💍')).toEqual(['NotoEmoji-Regular']);
    expect(fontsOf('@')).toEqual(['DejaVuSans']);
  });
});
