import { compileMessage } from '@lingui/message-utils/compileMessage';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compileCatalogPart, compileCatalogs, compileMessages } from '../scripts/vite-compile-catalogs.ts';
import { compileMessagesWith, createTranslator, type MessageValues } from '#shared/i18n/translator.ts';

const catalogsDir = path.join(import.meta.dirname, '..', 'src', 'shared', 'i18n', 'catalogs');
const parts = readdirSync(catalogsDir).filter((file) => /\.(en|es)\.ts$/.test(file));

/** Every {value} a message may name, as the number `count`: enough to write each plural's branch. */
function anyValues(count: number): MessageValues {
  return new Proxy({}, { get: (_target, name) => (typeof name === 'string' ? count : undefined) });
}

async function messagesOf(file: string): Promise<Record<string, Record<string, string>>> {
  return (await import(path.join(catalogsDir, file))) as Record<string, Record<string, string>>;
}

describe('catalogs compiled at build time (docs/decisions/068)', () => {
  afterEach(() => compileMessagesWith(compileMessage));

  it('finds the catalog parts', () => {
    expect(parts).toContain('inquiry.es.ts');
  });

  it.each(parts)('write every message of %s as the runtime compiler does, with no compiler at hand', async (file) => {
    const exports = await messagesOf(file);
    const language = file.endsWith('.es.ts') ? 'es' : 'en';
    for (const [name, messages] of Object.entries(exports)) {
      const fromSource = createTranslator(language, { ...messages });
      const written = Object.keys(messages).map((key) => [1, 2].map((n) => fromSource.t(key, anyValues(n))));

      compileMessagesWith(() => {
        throw new Error(`${file}: ${name} needed compiling at runtime`);
      });
      const compiled = createTranslator(language, compileMessages(messages, file) as unknown as typeof messages);
      expect(Object.keys(messages).map((key) => [1, 2].map((n) => compiled.t(key, anyValues(n))))).toEqual(written);
      compileMessagesWith(compileMessage);
    }
  });

  it('are refused when a message does not parse, naming it', () => {
    expect(() => compileMessages({ 'x.greeting': 'Hello {name' }, 'x.en.ts')).toThrow('x.en.ts: message x.greeting');
  });

  it('are refused when a part exports something other than messages', () => {
    expect(() => compileCatalogPart({ limit: 3 }, 'x.en.ts')).toThrow('x.en.ts: export limit is not an object');
  });

  it('replace a part module by its exports with compiled messages, through the Vite plugin', async () => {
    const plugin = compileCatalogs();
    const transform = plugin.transform as (code: string, id: string) => Promise<{ code: string } | null>;
    const file = path.join(catalogsDir, 'inquiry.es.ts');
    const result = await transform.call({}, '', file);
    expect(result?.code).toMatch(/^export const inquiryEs = \{"inquiry\./);
    expect(result?.code).not.toContain('{venueName}');
    expect(await transform.call({}, '', path.join(catalogsDir, '..', 'translator.ts'))).toBeNull();
  });
});
