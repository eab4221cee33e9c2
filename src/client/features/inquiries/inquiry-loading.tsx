import { LoaderCircle } from 'lucide-react';
import { useT } from './inquiry-i18n.ts';

/**
 * The inquiry page's loading state, announced in the visitor's language. Not the shared Spinner
 * with a label: that one loads with every page's router, and the landing page's budget has no
 * room for a prop only visitors' pages use (docs/decisions/068).
 */
export function InquiryLoading() {
  const { t } = useT();
  return (
    <div role="status" aria-label={t('common.loading')} className="flex items-center justify-center p-8">
      <LoaderCircle className="text-primary size-8 animate-spin" aria-hidden="true" />
    </div>
  );
}
