import type { Messages } from '#shared/i18n/translator.ts';
import { createTranslator } from '#shared/i18n/translator.ts';

/**
 * A finder of a message's key by its English text, for texts that arrive in English (the shared
 * schemas', the server's) and have a message of the same words. The text is written through the
 * English translator, once, on first use: in a bundle a catalog holds compiled messages, not
 * their text (docs/decisions/068).
 */
export function createEnglishLookup<Key extends string>(
  messages: Messages<Key>,
  isWanted: (key: Key) => boolean = () => true,
): (text: string) => Key | undefined {
  let keys: Map<string, Key> | undefined;
  return (text) => {
    if (!keys) {
      const english = createTranslator('en', messages);
      const wanted = (Object.keys(messages) as Key[]).filter(isWanted);
      keys = new Map(wanted.map((key) => [english.t(key), key]));
    }
    return keys.get(text);
  };
}
