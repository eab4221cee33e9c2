import type { Face, FaceName } from './pdf-fonts.ts';

/** One grapheme (what a reader takes for one character) and the face of the chain that draws it. */
export interface Piece {
  text: string;
  /** Index into the chain's faces. */
  face: number;
}

// What continues a grapheme: marks (variation selectors among them), emoji modifiers, joiners, tags and
// conjoining Hangul vowels and finals. Close enough to UAX #29 for choosing fonts, and linear:
// V8's Intl.Segmenter takes seconds for a 100,000-character paragraph.
const EXTENDS = /[\p{M}\p{Emoji_Modifier}\u1160-\u11FF\uD7B0-\uD7FF\u{E0020}-\u{E007F}]|\u200C|\u200D/u;
const REGIONAL = /\p{Regional_Indicator}/u;
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
// Zero-width characters (joiners, variation selectors, tags, soft hyphen): they steer a font's
// shaping and never need a glyph of their own.
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
const EMOJI_STYLE = /\p{Emoji_Presentation}|\uFE0F|\u20E3/u;
const TEXT_STYLE = /\uFE0E/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;

export function graphemes(text: string): string[] {
  const clusters: string[] = [];
  let previous = '';
  for (const char of text) {
    const last = clusters.at(-1);
    const joins =
      last !== undefined &&
      (EXTENDS.test(char) ||
        (previous === '\u200D' && PICTOGRAPHIC.test(char)) ||
        (REGIONAL.test(char) && last.length === 2 && REGIONAL.test(last)));
    if (joins) clusters[clusters.length - 1] += char;
    else clusters.push(char);
    previous = char;
  }
  return clusters;
}

/**
 * The order in which a paragraph's faces are tried. Chinese, Japanese and Korean share their
 * ideographs but draw some differently, so kana make it Japanese and Hangul Korean; otherwise
 * Chinese, whose font has every common ideograph.
 */
export function faceOrder(paragraph: string, faces: readonly Face[]): number[] {
  const cjk: FaceName[] = KANA.test(paragraph)
    ? ['jp', 'sc', 'kr']
    : HANGUL.test(paragraph)
      ? ['kr', 'sc', 'jp']
      : ['sc', 'jp', 'kr'];
  return (['latin', ...cjk, 'thai', 'devanagari', 'emoji'] as FaceName[]).map((name) =>
    faces.findIndex((face) => face.name === name),
  );
}

/**
 * The pieces of a paragraph: each grapheme goes to the first face that has a glyph for all of its
 * characters, an emoji-style grapheme to the emoji face first. An emoji sequence the emoji font
 * cannot draw as one glyph (a newer ZWJ sequence, say) keeps only its base emoji. Zero-width
 * characters a face lacks are dropped rather than drawn as empty boxes, and so is a grapheme of
 * nothing else. A character no face has falls to the first face, which draws its empty box.
 */
export function toPieces(paragraph: string, faces: readonly Face[]): Piece[] {
  const order = faceOrder(paragraph, faces);
  const emoji = faces.findIndex((face) => face.name === 'emoji');
  const has = (face: number, char: string) => faces[face]!.font.hasGlyphForCodePoint(char.codePointAt(0)!);
  const pieces: Piece[] = [];
  for (const grapheme of graphemes(paragraph)) {
    const chars = [...grapheme];
    const visible = chars.filter((char) => !IGNORABLE.test(char));
    if (visible.length === 0) continue;
    const tries = EMOJI_STYLE.test(grapheme) && !TEXT_STYLE.test(grapheme) ? [emoji, ...order] : order;
    const face =
      tries.find((index) => visible.every((char) => has(index, char))) ??
      tries.find((index) => has(index, visible[0]!)) ??
      order[0]!;
    let text = chars.filter((char) => !IGNORABLE.test(char) || has(face, char)).join('');
    if (face === emoji && visible.length > 1 && faces[face]!.font.layout(text).glyphs.length !== 1) text = visible[0]!;
    pieces.push({ text, face });
  }
  return pieces;
}
