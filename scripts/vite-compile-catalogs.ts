import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/** A catalog part: `src/shared/i18n/catalogs/<part>.en.ts` or `<part>.es.ts` (docs/decisions/068). */
export const CATALOG_PART = /\/src\/shared\/i18n\/catalogs\/[^/]+\.(en|es)\.ts$/;

function isMessages(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' && value !== null && Object.values(value).every((message) => typeof message === 'string')
  );
}

/** Each message in Lingui's compiled form (what `lingui compile` writes); one that does not parse is an error. */
export function compileMessages(messages: Record<string, string>, file: string): Record<string, CompiledMessage> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      try {
        return [key, compileMessageOrThrow(message)];
      } catch (error) {
        throw new Error(`${file}: message ${key} does not parse: ${(error as Error).message}`);
      }
    }),
  );
}

/**
 * A catalog part's module with each message in Lingui's compiled form instead of its ICU
 * MessageFormat source. Every export must be an object of messages.
 */
export function compileCatalogPart(exports: Record<string, unknown>, file: string): string {
  const lines = Object.entries(exports).map(([name, messages]) => {
    if (!isMessages(messages)) throw new Error(`${file}: export ${name} is not an object of messages`);
    const compiled = compileMessages(messages, file);
    return name === 'default'
      ? `export default ${JSON.stringify(compiled)};`
      : `export const ${name} = ${JSON.stringify(compiled)};`;
  });
  return `${lines.join('\n')}\n`;
}

/**
 * Compiles the message catalogs at build time, as `lingui compile` does (docs/decisions/068): each
 * catalog part module reaches the bundle (client, server render, dev server) with its messages
 * already compiled, so no bundle carries Lingui's ICU compiler and its lexer (about 7 KB gzip).
 * The part is run (through tsx, as the server runs it) and written back as its exports' compiled
 * values; its types stay in the source. Code run from source (the server, Vitest) compiles
 * each message on first use instead (src/shared/i18n/compile-at-runtime.ts).
 */
export function compileCatalogs(): Plugin {
  return {
    name: 'venuedesk-compile-catalogs',
    enforce: 'pre',
    async transform(_code, id) {
      const file = id.split('?')[0] ?? id;
      if (!CATALOG_PART.test(file.split('\\').join('/'))) return null;
      const exports = (await tsImport(file, import.meta.url)) as Record<string, unknown>;
      return { code: compileCatalogPart(exports, file), map: null };
    },
  };
}
