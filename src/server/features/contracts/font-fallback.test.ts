import { describe, expect, it } from 'vitest';
import { graphemes, toPieces } from './font-fallback.ts';
import { loadFaces } from './pdf-fonts.ts';

const faces = await loadFaces();

/** Each piece as "text:face". */
function pieces(text: string, style: 'regular' | 'bold' = 'regular'): string[] {
  const chain = faces[style];
  return toPieces(text, chain).map((piece) => `${piece.text}:${chain[piece.face]!.name}`);
}

describe('graphemes', () => {
  it('keeps marks, emoji sequences, flags and keycaps together, and nothing else', () => {
    expect(graphemes('e\u0301👨‍👩‍👧🇫🇷🇩🇪1️⃣👍🏽a\u200Db')).toEqual(['e\u0301', '👨‍👩‍👧', '🇫🇷', '🇩🇪', '1️⃣', '👍🏽', 'a\u200D', 'b']);
  });
});

describe('toPieces', () => {
  it('draws each character with the first face that has it', () => {
    expect(pieces('王伟 💍 Aé')).toEqual(['王:sc', '伟:sc', ' :latin', '💍:emoji', ' :latin', 'A:latin', 'é:latin']);
  });

  it('has a bold face for every script', () => {
    expect(['A王', '例え', '서', 'ส', 'न', '💍'].flatMap((text) => pieces(text, 'bold'))).toEqual([
      'A:latin',
      '王:sc',
      '例:jp',
      'え:jp',
      '서:kr',
      'ส:thai',
      'न:devanagari',
      '💍:emoji',
    ]);
    expect(faces.bold.map((face) => face.font.postscriptName)).toEqual([
      'DejaVuSans-Bold',
      'NotoSansSC-Bold',
      'NotoSansJP-Bold',
      'NotoSansKR-Bold',
      'NotoSansThai-Bold',
      'NotoSansDevanagari-Bold',
      'NotoEmoji-Bold',
    ]);
  });

  it('keeps a Thai or Devanagari syllable whole, in its face', () => {
    expect(pieces('ผู้ ही')).toEqual(['ผู้:thai', ' :latin', 'ही:devanagari']);
  });

  it('draws ideographs as Japanese next to kana, as Korean next to Hangul, and as Chinese otherwise', () => {
    expect(pieces('例えば東京')).toEqual(['例:jp', 'え:jp', 'ば:jp', '東:jp', '京:jp']);
    expect(pieces('서울大學')).toEqual(['서:kr', '울:kr', '大:kr', '學:kr']);
    expect(pieces('東京')).toEqual(['東:sc', '京:sc']);
  });

  it('prefers the emoji font for emoji style, and text style where the text asks for it', () => {
    expect(pieces('❤️❤☺︎')).toEqual(['❤️:emoji', '❤:latin', '☺︎:latin']);
  });

  it('keeps only the base of an emoji sequence the font cannot draw as one glyph', () => {
    expect(pieces('💍‍🎉👨‍👩‍👧')).toEqual(['💍:emoji', '👨‍👩‍👧:emoji']);
  });

  it('drops zero-width characters that stand alone or that the face lacks', () => {
    expect(pieces('\uFE0F\u200Bok\u00AD')).toEqual(['o:latin', 'k:latin']);
  });
});
