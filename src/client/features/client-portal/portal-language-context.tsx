import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import type { Language } from '#shared/i18n/languages.ts';

interface PortalLanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

const PortalLanguageContext = createContext<PortalLanguageState>({ language: 'en', setLanguage: () => undefined });

/**
 * The portal page's language, told to the header the signed-in shell draws around it: the page
 * chooses (portal-language.ts), the header follows. The shell carries only this, not the choice's
 * code nor the message runtime (docs/decisions/071).
 */
export function PortalLanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguage] = useState<Language>('en');
  return <PortalLanguageContext value={{ language, setLanguage }}>{children}</PortalLanguageContext>;
}

/** The header's language: the portal page's once it has chosen, English before. */
export function usePortalHeaderLanguage(): Language {
  return use(PortalLanguageContext).language;
}

/** The portal page tells the header its language. */
export function useTellPortalLanguage(language: Language): void {
  const { setLanguage } = use(PortalLanguageContext);
  useEffect(() => setLanguage(language), [language, setLanguage]);
}
