import type { Piece } from './font-fallback.ts';

// Chinese and Japanese put no spaces between words and Korean may break inside one, so a line
// may break between any two of their characters or emoji (UAX #14's ideographic class), except
// before closing punctuation and small kana and after opening brackets (kinsoku shori).
const WIDE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Extended_Pictographic}\p{Regional_Indicator}\u3000-\u303F\uFF00-\uFFEF]/u;
const NO_BREAK_BEFORE =
  /^[、。，．・：；？！ー〜～」』）］｝〕〉》】〙〗〟’”々ゝゞヽヾぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ)\]}.,:;!?%]/u;
const NO_BREAK_AFTER = /[「『（［｛〔〈《【〘〖〝‘“([{]$/u;

export function canBreakBetween(before: Piece, after: Piece): boolean {
  return (
    (WIDE.test(before.text) || WIDE.test(after.text)) &&
    !NO_BREAK_BEFORE.test(after.text) &&
    !NO_BREAK_AFTER.test(before.text)
  );
}

interface Unit {
  pieces: Piece[];
  /** A space stood before it in the text: a line that goes on after the previous unit shows one. */
  spaceBefore: boolean;
}

/** The stretches a line cannot break inside. Runs of spaces count as one, as a line's start. */
function units(pieces: readonly Piece[]): Unit[] {
  const found: Unit[] = [];
  let current: Unit = { pieces: [], spaceBefore: false };
  for (const piece of pieces) {
    if (piece.text === ' ') {
      if (current.pieces.length > 0) found.push(current);
      current = { pieces: [], spaceBefore: true };
    } else {
      const last = current.pieces.at(-1);
      if (last && canBreakBetween(last, piece)) {
        found.push(current);
        current = { pieces: [], spaceBefore: false };
      }
      current.pieces.push(piece);
    }
  }
  if (current.pieces.length > 0) found.push(current);
  return found;
}

/**
 * Greedy line filling by measured width. A unit wider than the line is broken between graphemes,
 * so a pathological 100,000-character word still wraps in linear time.
 */
export function wrapPieces(
  pieces: readonly Piece[],
  measure: (pieces: readonly Piece[]) => number,
  maxWidth: number,
  space: Piece,
): Piece[][] {
  const spaceWidth = measure([space]);
  const lines: Piece[][] = [];
  let line: Piece[] = [];
  let width = 0;
  const endLine = () => {
    if (line.length > 0) lines.push(line);
    line = [];
    width = 0;
  };
  for (const unit of units(pieces)) {
    const unitWidth = measure(unit.pieces);
    const gap = line.length > 0 && unit.spaceBefore ? spaceWidth : 0;
    if (width + gap + unitWidth <= maxWidth) {
      if (gap > 0) line.push(space);
      line.push(...unit.pieces);
      width += gap + unitWidth;
      continue;
    }
    endLine();
    if (unitWidth <= maxWidth) {
      line.push(...unit.pieces);
      width = unitWidth;
      continue;
    }
    for (const piece of unit.pieces) {
      const pieceWidth = measure([piece]);
      if (line.length > 0 && width + pieceWidth > maxWidth) endLine();
      line.push(piece);
      width += pieceWidth;
    }
  }
  endLine();
  return lines;
}
