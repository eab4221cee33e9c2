import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { languageNames, languages, type Language } from '#shared/i18n/languages.ts';
import { LANGUAGE_PARAM } from '#shared/i18n/select-language.ts';
import { saveLanguage, useCommonT, useLoadLanguage } from '#client/lib/i18n/i18n-context.tsx';
import { cn } from '#client/lib/utils.ts';

/**
 * The language switch of a page for couples and visitors: a link per language, each named in
 * its own language (and marked so, for screen readers), the current one marked as such. The
 * links carry ?lang=, so they work before the page's script runs; with it, the page changes
 * language in place, keeping what was typed, and the choice is saved (docs/decisions/068). The
 * page stays as it is until the other language's messages have arrived (docs/decisions/076);
 * should they fail to, the page tries again as it changes language.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { language: current, t } = useCommonT();
  const loadLanguage = useLoadLanguage();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const [loading, setLoading] = useState<Language | null>(null);

  function addressIn(language: Language): string {
    const params = new URLSearchParams(search);
    params.set(LANGUAGE_PARAM, language);
    return `${location}?${params.toString()}`;
  }

  return (
    <nav aria-label={t('language.switch')} aria-busy={loading ? true : undefined} className={className}>
      <ul className="flex items-center gap-1 text-sm">
        {languages.map((language) => (
          <li key={language}>
            <a
              href={addressIn(language)}
              lang={language}
              hrefLang={language}
              aria-current={language === current ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                const address = addressIn(language);
                setLoading(language);
                void loadLanguage(language)
                  .catch(() => undefined)
                  .then(() => {
                    setLoading(null);
                    saveLanguage(language);
                    navigate(address, { replace: true });
                  });
              }}
              className={cn(
                'focus-visible:ring-ring inline-flex min-h-9 items-center rounded-md px-3 font-medium underline-offset-4 focus-visible:ring-2 focus-visible:outline-none',
                language === current
                  ? 'bg-background text-foreground shadow-xs'
                  : 'text-muted-foreground hover:text-foreground hover:underline',
              )}
            >
              {languageNames[language]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
