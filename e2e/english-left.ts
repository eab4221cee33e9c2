import { expect, type Page } from '@playwright/test';

/**
 * Words that only English writes: none of them is a Spanish word, so one of them in a Spanish
 * page's text means a sentence, label or button left in English (issue #22). Short and common
 * words on purpose: whatever an untranslated string says, it nearly always has one of them.
 */
// prettier-ignore
const ENGLISH_ONLY_WORDS = [
  'the', 'and', 'your', 'you', 'with', 'for', 'this', 'that', 'is', 'are', 'was', 'were', 'be',
  'to', 'of', 'on', 'at', 'from', 'by', 'it', 'we', 'our', 'us', 'will', 'have', 'has', 'been',
  'not', 'or', 'if', 'when', 'here', 'there', 'please', 'yet', 'no longer', 'any', 'all', 'more',
  'can', 'could', 'should', 'must', 'may', 'sign', 'signed', 'signature', 'pay', 'paid', 'due',
  'amount', 'balance', 'deposit', 'payment', 'payments', 'contract', 'contracts', 'event', 'events',
  'date', 'time', 'view', 'download', 'back', 'next', 'previous', 'today', 'month', 'week',
  'loading', 'close', 'open', 'send', 'sent', 'save', 'cancel', 'continue', 'submit', 'powered',
  'language', 'booked', 'available', 'calendar', 'email', 'name', 'password', 'account', 'welcome',
  'thank', 'thanks', 'invitation', 'verify', 'verified', 'link', 'expired', 'error', 'try', 'again',
];

const englishWord = new RegExp(`(^|[^\\p{L}])(${ENGLISH_ONLY_WORDS.join('|')})(?=[^\\p{L}]|$)`, 'iu');

/** Spanish short dates write May as "may" ("1 may 2031", es-US), which is not the English word. */
const spanishShortMay = /(^|[^\p{L}\d])\d{1,2} may(?=[^\p{L}]|$)/giu;

/** The English-only words a text has, if any. */
export function findEnglishWords(text: string): string | null {
  const match = englishWord.exec(text.replace(spanishShortMay, '$1'));
  return match ? match[2]! : null;
}

/**
 * What a reader of the page meets in a language other than the page's: each visible text and
 * each name a screen reader reads (aria-label, placeholder, title, alt, the document's title)
 * with an English-only word. Text inside an element whose `lang` differs from the page's, or
 * marked `data-venue-text` (a contract's body), is the venue's own words shown as written
 * (decision 073), and `allowed` lists other texts that are data, not ours (a couple's names, an
 * e-mail address).
 */
export async function listEnglishLeft(page: Page, allowed: readonly string[] = []): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const pageLanguage = document.documentElement.lang;
    const isOtherLanguage = (element: Element | null) => {
      if (element?.closest('[data-venue-text]')) return true;
      const marked = element?.closest('[lang]');
      return Boolean(marked && marked !== document.documentElement && marked.getAttribute('lang') !== pageLanguage);
    };
    const isShown = (element: Element) => {
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none' && element.getClientRects().length > 0;
    };
    const found: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !parent || parent.closest('script, style, noscript, template')) continue;
      // Visually hidden text (sr-only) is read aloud, so it counts; display:none does not.
      const shown = isShown(parent) || parent.closest('.sr-only') !== null;
      if (shown && !isOtherLanguage(parent)) found.push(text);
    }
    for (const element of Array.from(document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'))) {
      if (isOtherLanguage(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });
  return [
    ...new Set(texts.filter((text) => !allowed.some((data) => text.includes(data)) && findEnglishWords(text) !== null)),
  ].map((text) => `${text.slice(0, 80)}  ← "${findEnglishWords(text)}"`);
}

/** Fails with every English text left on the page, named with the word that gave it away. */
export async function expectNoEnglishLeft(page: Page, what: string, allowed: readonly string[] = []): Promise<void> {
  await expect(page.locator('html'), what).toHaveAttribute('lang', 'es');
  expect(await listEnglishLeft(page, allowed), `${what}: English left on the page`).toEqual([]);
}
