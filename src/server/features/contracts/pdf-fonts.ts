import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import * as fontkit from 'fontkit';
import type { PDFDocument } from 'pdf-lib';

const require = createRequire(import.meta.url);

export type FontStyle = 'regular' | 'bold';
export type FaceName = 'latin' | 'sc' | 'jp' | 'kr' | 'thai' | 'devanagari' | 'emoji';

/**
 * The fallback chain, all TrueType (glyf) fonts, the Noto ones under the SIL Open Font License;
 * see docs/decisions/024-pdf-fallback-fonts.md. DejaVu Sans first (Latin, Greek, Cyrillic, Arabic,
 * Hebrew, symbols), then Noto Sans SC, JP and KR for Chinese, Japanese and Korean (SC alone has
 * every common ideograph and the kana; JP and KR give the shapes those languages expect, and KR
 * the Hangul), Noto Sans Thai and Devanagari (shaped by fontkit), then the monochrome Noto Emoji.
 */
const FACE_FILES: Record<FaceName, Record<FontStyle, string>> = {
  latin: { regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf', bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf' },
  sc: {
    regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  },
  jp: {
    regular: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
  },
  kr: {
    regular: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf',
  },
  thai: {
    regular: '@expo-google-fonts/noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-thai/700Bold/NotoSansThai_700Bold.ttf',
  },
  devanagari: {
    regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
  },
  emoji: {
    regular: '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf',
    bold: '@expo-google-fonts/noto-emoji/700Bold/NotoEmoji_700Bold.ttf',
  },
};
export const FACE_NAMES = Object.keys(FACE_FILES) as FaceName[];

export interface Face {
  name: FaceName;
  /** The file's bytes, read once per process; pdf-lib parses them for each document. */
  bytes: Buffer;
  /**
   * The process's parsed copy, only to look up which characters the face has. Documents draw
   * with copies of their own: fontkit remembers a glyph with the characters it was first laid
   * out for, and pdf-lib's ToUnicode map writes those, so a shared copy would let one contract
   * change how another's text extracts (一 read back as the radical ⼀ of an earlier one).
   */
  font: fontkit.Font;
}
export type Faces = Record<FontStyle, Face[]>;

function parse(bytes: Uint8Array): fontkit.Font {
  const font = fontkit.create(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  if (!('createSubset' in font)) throw new Error('A font collection is not a PDF fallback font');
  return font;
}

/**
 * The fontkit that pdf-lib embeds with: upstream fontkit 2, because the @pdf-lib/fontkit fork
 * predates two subsetting fixes (https://github.com/Hopding/pdf-lib/issues/1232): glyphs of
 * TrueType fonts with unpadded glyph data, such as every Noto CJK TTF, came out blank or garbled.
 * Parsing is lazy, so a face no text of the document needs costs next to nothing.
 */
export const pdfFontkit = {
  create(bytes: Uint8Array) {
    const font = parse(bytes);
    // pdf-lib 1.17 reads a subset through encodeStream(), which fontkit 2 replaced by encode().
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset();
      return Object.assign(subset, { encodeStream: () => Readable.from([subset.encode()]) });
    };
    return font;
  },
} as unknown as Parameters<PDFDocument['registerFontkit']>[0];

let faces: Promise<Faces> | null = null;

async function loadStyle(style: FontStyle): Promise<Face[]> {
  return Promise.all(
    FACE_NAMES.map(async (name) => {
      const bytes = await readFile(require.resolve(FACE_FILES[name][style]));
      return { name, bytes, font: parse(bytes) };
    }),
  );
}

/** Every face of the chain in both styles, read and parsed once per process (about 48 MB). */
export function loadFaces(): Promise<Faces> {
  if (!faces) {
    faces = Promise.all([loadStyle('regular'), loadStyle('bold')]).then(([regular, bold]) => ({ regular, bold }));
    faces.catch(() => (faces = null)); // a failed read is tried again by the next document
  }
  return faces;
}
