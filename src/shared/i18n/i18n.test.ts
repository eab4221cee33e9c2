/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { en } from './catalogs/en.ts';
import { catalogs, getTranslator, type MessageKey } from './i18n.ts';
import { languages } from './languages.ts';

const keys = Object.keys(en) as MessageKey[];
/** The names of a message's values: {name}, {count, plural, …}; `#` and plural branches are not values. */
function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]!))].sort();
}

describe('catalogs', () => {
  // Each language's catalog spreads its parts into one object, where a key two parts both gave
  // would silently keep only the last.
  const partsOf = {
    en: import.meta.glob<Record<string, object>>('./catalogs/*.en.ts', { eager: true }),
    es: import.meta.glob<Record<string, object>>('./catalogs/*.es.ts', { eager: true }),
  };
  it.each(languages)('%s is its parts, none of which gives a key another part has', (language) => {
    const partKeys = Object.values(partsOf[language]).flatMap((module) =>
      Object.values(module).flatMap((part) => Object.keys(part)),
    );
    expect(partKeys.length).toBeGreaterThan(100);
    expect(partKeys.filter((key, index) => partKeys.indexOf(key) !== index)).toEqual([]);
    expect(partKeys.sort()).toEqual(Object.keys(catalogs[language]).sort());
  });

  it.each(languages)('%s has every English key, none empty, and no other key', (language) => {
    const catalog: Record<string, string> = catalogs[language];
    const missing = keys.filter((key) => typeof catalog[key] !== 'string' || catalog[key].trim() === '');
    expect(missing).toEqual([]);
    expect(Object.keys(catalog).sort()).toEqual([...keys].sort());
  });

  it('has no Spanish message left as its English, but for words both languages write alike', () => {
    const sameInBoth = new Set<MessageKey>([
      'email.inquiryAcknowledgement.dateAnswer',
      'email.inquiryAcknowledgement.signature',
      'email.leadFollowUp.signature',
      'email.eventReminder.signature',
      'email.thankYou.signature',
      'eventType.Quinceañera',
      'calendarFeed.total',
      'eventType.Gala',
      'portal.payNow.which',
      'checkout.for',
      'pay.eventWhen',
      'contractActor.staff',
    ]);
    const untranslated = keys.filter((key) => !sameInBoth.has(key) && catalogs.es[key] === en[key]);
    expect(untranslated).toEqual([]);
  });

  it.each(languages)('%s uses the same values as English in each message', (language) => {
    const differing = keys.filter(
      (key) => placeholders(catalogs[language][key]).join() !== placeholders(en[key]).join(),
    );
    expect(differing).toEqual([]);
  });

  it.each(languages)('every %s message compiles and formats', (language) => {
    const { t } = getTranslator(language);
    const values = { count: 2, name: 'Ana', venueName: 'La Hacienda', day: 'x', weekday: 'y', state: 's', days: 'd' };
    for (const key of keys) expect(t(key, values)).not.toMatch(/[{}]/);
  });
});

describe('translators', () => {
  it('fill values and choose plural forms', () => {
    const es = getTranslator('es');
    expect(es.t('inquiry.thanks.heading', { name: 'Ana' })).toBe('¡Gracias, Ana!');
    expect(es.t('inquiry.date.nearest', { count: 1 })).toBe('Fecha libre más cercana:');
    expect(es.t('inquiry.date.nearest', { count: 3 })).toBe('Fechas libres más cercanas:');
    expect(getTranslator('en').t('inquiry.date.nearest', { count: 1 })).toBe('Nearest open date:');
  });

  it('keep each language apart when used one after another', () => {
    expect(getTranslator('es').t('inquiry.send')).toBe('Enviar consulta');
    expect(getTranslator('en').t('inquiry.send')).toBe('Send Inquiry');
    expect(getTranslator('es').locale).toBe('es-US');
  });
});
