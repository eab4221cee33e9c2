import { isLanguage } from '#shared/i18n/languages.ts';
import { commonSurface } from '#shared/i18n/surfaces.ts';
import { createTranslator } from '#shared/i18n/translator.ts';
import { useToast } from '#client/lib/use-toast.ts';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast.tsx';

/**
 * The close button's name in the page's language: a couple's page writes its language on <html>
 * (i18n-context.tsx), and the toasts it raises are in that language (decision 068).
 */
function getCloseLabel(): string {
  const pageLanguage = document.documentElement.lang;
  const language = isLanguage(pageLanguage) ? pageLanguage : 'en';
  return createTranslator(language, commonSurface[language]).t('common.close');
}

export function Toaster() {
  const { toasts } = useToast();
  const closeLabel = getCloseLabel();
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose aria-label={closeLabel} />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
