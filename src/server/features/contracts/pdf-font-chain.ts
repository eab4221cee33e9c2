import { PDFNull, type Color, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { toPieces, type Piece } from './font-fallback.ts';
import type { Face } from './pdf-fonts.ts';
import { wrapPieces } from './text-wrap.ts';

const SPACE: Piece = { text: ' ', face: 0 }; // the first face, DejaVu Sans, has the space

/**
 * The fallback chain of one style in one document: measures, wraps and draws text, each grapheme
 * in the first face that has it. Every face is registered with the document up front (pdf-lib
 * embeds asynchronously, drawing is synchronous), but only the faces drawn with are written, as
 * subsets of the glyphs drawn: a Latin-only PDF carries DejaVu Sans alone, as before.
 */
export class FontChain {
  private readonly used = new Set<number>();
  /** Widths at 1 pt, by face and text; per document, so it never outgrows one contract. */
  private readonly widths = new Map<string, number>();

  private constructor(
    private readonly faces: readonly Face[],
    private readonly fonts: readonly PDFFont[],
  ) {}

  static async embed(doc: PDFDocument, faces: readonly Face[]): Promise<FontChain> {
    const fonts = await Promise.all(faces.map((face) => doc.embedFont(face.bytes, { subset: true })));
    const chain = new FontChain(faces, fonts);
    fonts.forEach((font, index) => {
      const embed = font.embed.bind(font);
      // An unused face leaves a null object behind its reserved number, so the cross-reference
      // table stays contiguous for tools that rewrite it.
      font.embed = async () => {
        if (chain.used.has(index)) await embed();
        else doc.context.assign(font.ref, PDFNull);
      };
    });
    return chain;
  }

  /** The lines of one paragraph (no line breaks in it) that fit `maxWidth` at `size`. */
  wrap(paragraph: string, size: number, maxWidth: number): Piece[][] {
    return wrapPieces(this.pieces(paragraph), (pieces) => this.measure(pieces, size), maxWidth, SPACE);
  }

  pieces(text: string): Piece[] {
    return toPieces(text, this.faces);
  }

  measure(pieces: readonly Piece[], size: number): number {
    return runs(pieces).reduce((total, run) => total + this.width(run, size), 0);
  }

  /** Draws a line run by run, each run in its face's font. */
  draw(page: PDFPage, line: readonly Piece[], at: { x: number; y: number; size: number; color: Color }): void {
    let x = at.x;
    runs(line).forEach((run, index, all) => {
      this.used.add(run.face);
      page.drawText(run.text, { x, y: at.y, size: at.size, font: this.fonts[run.face]!, color: at.color });
      if (index < all.length - 1) x += this.width(run, at.size);
    });
  }

  private width(run: Piece, size: number): number {
    const key = `${run.face}:${run.text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = this.fonts[run.face]!.widthOfTextAtSize(run.text, 1);
      this.widths.set(key, width);
    }
    return width * size;
  }
}

/** Consecutive pieces of one face, joined. */
function runs(pieces: readonly Piece[]): Piece[] {
  const joined: Piece[] = [];
  for (const piece of pieces) {
    const last = joined.at(-1);
    if (last?.face === piece.face) last.text += piece.text;
    else joined.push({ ...piece });
  }
  return joined;
}
