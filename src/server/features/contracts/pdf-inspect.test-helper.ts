import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import * as fontkit from 'fontkit';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFObject } from 'pdf-lib';

const run = promisify(execFile);

/** Runs a poppler tool (pdftotext, pdffonts) on the PDF, as an outside reader would. */
export async function poppler(tool: 'pdftotext' | 'pdffonts', bytes: Uint8Array, args: string[] = []): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'venuedesk-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, bytes);
    const { stdout } = await run(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The fonts pdffonts lists, without pdf-lib's random suffix: `{ name: 'NotoSansSC-Regular', embedded: true }`. */
export async function listFonts(bytes: Uint8Array): Promise<{ name: string; embedded: boolean }[]> {
  const rows = (await poppler('pdffonts', bytes)).split('\n').slice(2).filter(Boolean);
  return rows.map((row) => {
    const [name = '', ...rest] = row.trim().split(/\s+/);
    // Columns from the right: emb sub uni object-number generation.
    return { name: name.replace(/-\d+$/, ''), embedded: rest.at(-5) === 'yes' };
  });
}

export interface DrawnGlyph {
  font: string;
  glyph: number;
  /** What the font's ToUnicode map says the glyph stands for. */
  text: string;
  /** Whether the embedded font program has an outline for the glyph. */
  hasOutline: boolean;
}

/**
 * Every glyph the pages' text operators draw, read from the content streams, with what the
 * embedded (subset) font program holds for it: glyph 0 is the empty box of a missing character.
 */
export async function listDrawnGlyphs(bytes: Uint8Array): Promise<DrawnGlyph[]> {
  const doc = await PDFDocument.load(bytes);
  const fonts = new Map<PDFObject, EmbeddedFont>();
  const drawn: DrawnGlyph[] = [];
  for (const page of doc.getPages()) {
    const resources = doc.context.lookup(page.node.Resources()!.get(PDFName.of('Font')), PDFDict);
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    const operators = streams.map((stream) => streamText(doc, stream)).join('\n');
    let font: EmbeddedFont | undefined;
    for (const [, fontName, hex] of operators.matchAll(/\/(\S+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
      if (fontName) {
        const ref = resources.get(PDFName.of(fontName))!;
        if (!fonts.has(ref)) fonts.set(ref, readFont(doc, doc.context.lookup(ref, PDFDict)));
        font = fonts.get(ref);
        continue;
      }
      for (const code of hex!.match(/.{4}/g) ?? []) {
        const glyph = parseInt(code, 16);
        const hasOutline = glyph !== 0 && outlineLength(font!.program, glyph) > 0;
        drawn.push({ font: font!.name, glyph, text: font!.unicode.get(glyph) ?? '', hasOutline });
      }
    }
  }
  return drawn;
}

/** Path commands of a glyph; a glyph whose data cannot be read has none. */
function outlineLength(program: fontkit.Font, glyph: number): number {
  try {
    return program.getGlyph(glyph).path.commands.length;
  } catch {
    return 0;
  }
}

interface EmbeddedFont {
  name: string;
  program: fontkit.Font;
  unicode: Map<number, string>;
}

function streamText(doc: PDFDocument, stream: PDFObject | undefined): string {
  const raw = doc.context.lookup(stream);
  if (!(raw instanceof PDFRawStream)) throw new Error('expected a stream');
  return Buffer.from(decodePDFRawStream(raw).decode()).toString('latin1');
}

function readFont(doc: PDFDocument, dict: PDFDict): EmbeddedFont {
  const name = dict.get(PDFName.of('BaseFont'))!.toString().slice(1).replace(/-\d+$/, '');
  const descendants = doc.context.lookup(dict.get(PDFName.of('DescendantFonts')), PDFArray);
  const descendant = doc.context.lookup(descendants.get(0), PDFDict);
  const descriptor = doc.context.lookup(descendant.get(PDFName.of('FontDescriptor')), PDFDict);
  const file = descriptor.get(PDFName.of('FontFile2')) ?? descriptor.get(PDFName.of('FontFile3'));
  const raw = doc.context.lookup(file);
  if (!(raw instanceof PDFRawStream)) throw new Error(`${name} is not embedded`);
  const program = fontkit.create(Buffer.from(decodePDFRawStream(raw).decode())) as fontkit.Font;
  // pdf-lib writes one bfchar line per glyph: <glyph id> <UTF-16BE of what it stands for>.
  const unicode = new Map<number, string>();
  for (const [, glyph, target] of streamText(doc, dict.get(PDFName.of('ToUnicode'))).matchAll(
    /<([0-9a-f]{4})>\s+<([0-9a-f]+)>/gi,
  )) {
    unicode.set(parseInt(glyph!, 16), Buffer.from(target!, 'hex').swap16().toString('utf16le'));
  }
  return { name, program, unicode };
}
