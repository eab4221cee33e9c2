import { useSyncExternalStore } from 'react';
import { isLanguage } from '#shared/i18n/languages.ts';
import { toasterEn } from '#shared/i18n/catalogs/toaster.en.ts';
import { toasterEs } from '#shared/i18n/catalogs/toaster.es.ts';
import { commonSurface } from '#shared/i18n/surfaces.ts';
import { createTranslator } from '#shared/i18n/translator.ts';
import { useToast } from '#client/lib/use-toast.ts';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast.tsx';

// Both languages: a few words, in the toaster's own chunk (it loads with the first toast).
const toasterMessages = { en: toasterEn, es: toasterEs } as const;

/** Calls `onChange` whenever a page writes its language on <html lang> (i18n-context.tsx). */
function subscribeToPageLanguage(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  return () => observer.disconnect();
}

const getPageLanguage = () => document.documentElement.lang;

/**
 * The toaster's own words in the language of the page on screen: a couple's page writes its
 * language on <html> (i18n-context.tsx), and the toasts it raises are in that language (decision
 * 068). Followed as it changes: a toast raised as one page leaves (accepting an invitation, then
 * the portal) can arrive, with this chunk, while neither page has a language on <html>, and it
 * must not keep the English it was first drawn in.
 */
function useToasterWords() {
  const pageLanguage = useSyncExternalStore(subscribeToPageLanguage, getPageLanguage, () => '');
  const language = isLanguage(pageLanguage) ? pageLanguage : 'en';
  const toaster = createTranslator(language, toasterMessages[language]);
  return {
    close: createTranslator(language, commonSurface[language]).t('common.close'),
    // Announced before each toast.
    label: toaster.t('toast.label'),
    // Radix puts the hotkey ("F8") in place of the literal {hotkey}.
    region: toaster.t('toast.region', { hotkey: '{hotkey}' }),
  };
}

export function Toaster() {
  const { toasts } = useToast();
  const words = useToasterWords();
  return (
    <ToastProvider label={words.label}>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose aria-label={words.close} />
        </Toast>
      ))}
      <ToastViewport label={words.region} />
    </ToastProvider>
  );
}
