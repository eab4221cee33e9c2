import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from './inquiry-i18n.ts';

/**
 * A trap for form-filling bots: a `website` field that people never see, screen readers never
 * read and the keyboard never reaches, so only a bot fills it. The server answers such an
 * inquiry as if it had worked and stores nothing. Shrunk to a clipped, transparent pixel rather
 * than `display: none`, which many bots skip; not pushed off-screen, which would widen a phone's page.
 */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn<'website'> }) {
  const { t } = useT();
  return (
    <div aria-hidden="true" className="pointer-events-none absolute top-0 left-0 size-px overflow-hidden opacity-0">
      <label>
        {t('inquiry.honeypot')}
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
