import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';

const require = createRequire(import.meta.url);
// DejaVu Sans covers Latin, Greek, Cyrillic and more, so a contract in any of them prints as
// written; pdf-lib's standard fonts know only WinAnsi. Subsetting keeps the file small, and
// pdf-lib writes a ToUnicode map, so the text can be searched and extracted.
const fontFiles = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};
let fontBytes: Promise<{ regular: Buffer; bold: Buffer }> | null = null;
function loadFontBytes() {
  fontBytes ??= Promise.all([readFile(fontFiles.regular), readFile(fontFiles.bold)]).then(([regular, bold]) => ({
    regular,
    bold,
  }));
  return fontBytes;
}

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
 * broken), blank lines kept, and a new page whenever the next line would cross the margin.
 */
export class PdfWriter {
  readonly doc: PDFDocument;
  private readonly fonts: { regular: PDFFont; bold: PDFFont };
  private page!: PDFPage;
  private y = 0;

  private constructor(doc: PDFDocument, fonts: { regular: PDFFont; bold: PDFFont }) {
    this.doc = doc;
    this.fonts = fonts;
    this.newPage();
  }

  static async create(title: string): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    doc.setTitle(title);
    doc.setProducer('VenueDesk');
    doc.setCreator('VenueDesk');
    const bytes = await loadFontBytes();
    const [regular, bold] = await Promise.all([
      doc.embedFont(bytes.regular, { subset: true }),
      doc.embedFont(bytes.bold, { subset: true }),
    ]);
    return new PdfWriter(doc, { regular, bold });
  }

  get contentWidth(): number {
    return PAGE.width - 2 * PAGE.margin;
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  keepTogether(height: number): void {
    if (this.y - height < PAGE.margin) this.newPage();
  }

  text(text: string, style: TextStyle = {}): void {
    const size = style.size ?? 11;
    const font = style.bold ? this.fonts.bold : this.fonts.regular;
    const lineHeight = size * 1.4;
    for (const paragraph of text.split(/\r\n|\r|\n/)) {
      const lines = paragraph.trim() === '' ? [''] : wrap(paragraph, font, size, this.contentWidth);
      for (const line of lines) {
        this.keepTogether(lineHeight);
        this.y -= lineHeight;
        if (line) {
          this.page.drawText(line, {
            x: PAGE.margin,
            y: this.y + size * 0.3,
            size,
            font,
            color: style.muted ? MUTED : INK,
          });
        }
      }
    }
    this.y -= style.after ?? 0;
  }

  image(image: PDFImage, maxWidth: number, maxHeight: number): void {
    const scale = Math.min(maxWidth / image.width, maxHeight / image.height, 1);
    const height = image.height * scale;
    this.keepTogether(height + 8);
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
  footers(reference: string): void {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      const label = `${reference} · Page ${index + 1} of ${pages.length}`;
      page.drawText(label, { x: PAGE.margin, y: PAGE.margin / 2, size: 8, font: this.fonts.regular, color: MUTED });
    });
  }
}

/** Greedy word wrap by measured width; a word wider than the line is split by characters. */
export function wrap(paragraph: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (text: string) => font.widthOfTextAtSize(text, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.replace(/\t/g, '    ').split(/ +/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (!fits(rest)) {
      const cut = longestFittingPrefix(rest, fits);
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** Binary search, so a pathological 100,000-character word wraps in milliseconds. At least 1. */
function longestFittingPrefix(text: string, fits: (text: string) => boolean): number {
  let low = 1;
  let high = text.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(text.slice(0, middle))) low = middle;
    else high = middle - 1;
  }
  return low;
}
