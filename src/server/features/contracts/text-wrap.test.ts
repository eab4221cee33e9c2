import { describe, expect, it } from 'vitest';
import { graphemes, type Piece } from './font-fallback.ts';
import { wrapPieces } from './text-wrap.ts';

// A Chinese, Japanese or Korean character, or an emoji, is 2 wide, anything else 1.
const WIDE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Extended_Pictographic}\u3000-\u303F]/u;
const pieces = (text: string): Piece[] => graphemes(text).map((grapheme) => ({ text: grapheme, face: 0 }));
const measure = (line: readonly Piece[]) => line.reduce((width, piece) => width + (WIDE.test(piece.text) ? 2 : 1), 0);

function wrap(text: string, width: number): string[] {
  const lines = wrapPieces(pieces(text), measure, width, { text: ' ', face: 0 });
  for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(width);
  return lines.map((line) => line.map((piece) => piece.text).join(''));
}

describe('wrapPieces', () => {
  it('breaks Chinese, which has no spaces, between characters, filling each line', () => {
    expect(wrap('婚礼场地租赁合同双方同意以下条款', 10)).toEqual(['婚礼场地租', '赁合同双方', '同意以下条', '款']);
  });

  it('breaks between Latin words and the Chinese or emoji around them', () => {
    expect(wrap('Dear 王伟💍, welcome', 9)).toEqual(['Dear 王伟', '💍,', 'welcome']);
  });

  it('never starts a line with closing punctuation or small kana, nor ends one with an opening bracket', () => {
    expect(wrap('一二三四五。六', 10)).toEqual(['一二三四', '五。六']);
    expect(wrap('一二三四「五」', 10)).toEqual(['一二三四', '「五」']);
    expect(wrap('ちょっとまって', 6)).toEqual(['ちょっ', 'とまっ', 'て']);
  });

  it('breaks Latin text at spaces only, runs of spaces as one, and splits a word wider than the line', () => {
    expect(wrap('  aaa   bb well-known', 10)).toEqual(['aaa bb', 'well-known']);
    expect(wrap('aaa cccccccccccc d', 5)).toEqual(['aaa', 'ccccc', 'ccccc', 'cc d']);
  });

  it('keeps an emoji sequence whole', () => {
    expect(wrap('ab👨‍👩‍👧👍🏽', 3)).toEqual(['ab', '👨‍👩‍👧', '👍🏽']);
  });
});
