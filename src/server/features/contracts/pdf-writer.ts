import { PDFDocument, rgb, type PDFImage, type PDFPage } from 'pdf-lib';
import type { Piece } from './font-fallback.ts';
import { FontChain } from './pdf-font-chain.ts';
import { loadFaces, pdfFontkit } from './pdf-fonts.ts';

const PAGE = { width: 612, height: 792, margin: 56 } as const; // US Letter, 0.78 in margins
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.42, 0.42, 0.46);

export interface TextStyle {
  size?: number;
  bold?: boolean;
  muted?: boolean;
  /** Space after the block, in points. */
  after?: number;
}

/**
 * Writes flowing text onto Letter pages: real word wrapping (a word longer than the line is
 * broken; Chinese and Japanese break between characters), blank lines kept, and a new page
 * whenever the next line would cross the margin. Any script the font chain covers prints and
 * can be extracted, each character in the first font that has it (pdf-font-chain.ts).
 */
export class PdfWriter {
  readonly doc: PDFDocument;
  private readonly fonts: { regular: FontChain; bold: FontChain };
  private page!: PDFPage;
  private y = 0;

  private constructor(doc: PDFDocument, fonts: { regular: FontChain; bold: FontChain }) {
    this.doc = doc;
    this.fonts = fonts;
    this.newPage();
  }

  static async create(title: string): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(pdfFontkit);
    doc.setTitle(title);
    doc.setProducer('VenueDesk');
    doc.setCreator('VenueDesk');
    const faces = await loadFaces();
    const [regular, bold] = await Promise.all([FontChain.embed(doc, faces.regular), FontChain.embed(doc, faces.bold)]);
    return new PdfWriter(doc, { regular, bold });
  }

  get contentWidth(): number {
    return PAGE.width - 2 * PAGE.margin;
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Starts a new page unless `height` points still fit on this one (or it is fresh: no blank pages). */
  keepTogether(height: number): void {
    if (this.y - height < PAGE.margin && this.y < PAGE.height - PAGE.margin) this.newPage();
  }

  text(text: string, style: TextStyle = {}): void {
    this.textKeepingTail(text, style, { lines: 0, height: 0 });
  }

  /**
   * Writes `text` so that its last `tail.lines` lines that hold words go onto the same page as the
   * `tail.height` points that follow it: a block written next (a signature) never stands alone
   * on a page, the contract's closing lines go over with it.
   */
  textKeepingTail(text: string, style: TextStyle, tail: { lines: number; height: number }): void {
    const { lines, size, lineHeight, fonts, color } = this.layout(text, style);
    const after = style.after ?? 0;
    const wordLines = lines.flatMap((line, index) => (line.length > 0 ? [index] : []));
    const tailStart = tail.lines > 0 ? (wordLines.at(-Math.min(tail.lines, wordLines.length)) ?? -1) : -1;
    lines.forEach((line, index) => {
      if (index === tailStart) this.keepTogether((lines.length - index) * lineHeight + after + tail.height);
      this.keepTogether(lineHeight);
      this.y -= lineHeight;
      if (line.length > 0) fonts.draw(this.page, line, { x: PAGE.margin, y: this.y + size * 0.3, size, color });
    });
    this.y -= after;
  }

  /** The height `text` takes when written in `style`, its space after included. */
  heightOf(text: string, style: TextStyle = {}): number {
    const { lines, lineHeight } = this.layout(text, style);
    return lines.length * lineHeight + (style.after ?? 0);
  }

  /** The height an image takes when written by `image` at most this size. */
  imageHeight(image: PDFImage, maxWidth: number, maxHeight: number): number {
    return image.height * Math.min(maxWidth / image.width, maxHeight / image.height, 1) + 8;
  }

  /** Lines of words, an empty line for each blank paragraph, and how to draw them. */
  private layout(text: string, style: TextStyle) {
    const size = style.size ?? 11;
    const fonts = style.bold ? this.fonts.bold : this.fonts.regular;
    const lines: Piece[][] = [];
    for (const paragraph of text.split(/\r\n|\r|\n/)) {
      const clean = paragraph.replace(/[\t\v\f\u0085\u2028\u2029]/g, ' ').replace(/\p{Cc}/gu, '');
      const wrapped = clean.trim() === '' ? [] : fonts.wrap(clean, size, this.contentWidth);
      lines.push(...(wrapped.length > 0 ? wrapped : [[]]));
    }
    return { lines, size, lineHeight: size * 1.4, fonts, color: style.muted ? MUTED : INK };
  }

  image(image: PDFImage, maxWidth: number, maxHeight: number): void {
    const scale = Math.min(maxWidth / image.width, maxHeight / image.height, 1);
    const height = image.height * scale;
    this.keepTogether(this.imageHeight(image, maxWidth, maxHeight));
    this.y -= height + 4;
    this.page.drawImage(image, { x: PAGE.margin, y: this.y, width: image.width * scale, height });
    this.y -= 4;
  }

  rule(): void {
    this.keepTogether(12);
    this.y -= 6;
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.5,
      color: MUTED,
    });
    this.y -= 6;
  }

  /** "Page N of M" and a reference at the foot of every page, once all pages exist. */
  footers(footer: (page: number, pages: number) => string): void {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      const label = footer(index + 1, pages.length);
      const line = this.fonts.regular.pieces(label);
      this.fonts.regular.draw(page, line, { x: PAGE.margin, y: PAGE.margin / 2, size: 8, color: MUTED });
    });
  }
}
