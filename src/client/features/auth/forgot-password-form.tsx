import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, MailWarning } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { PASSWORD_RESET_TTL_MINUTES, passwordResetRequestSchema } from '#shared/auth/auth.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { translateApiError } from '#client/lib/i18n/translate-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useRequestPasswordReset } from './account-api.ts';
import { useFieldError, useKeepLanguage, useNamedLanguage, useT } from './sign-in-i18n.ts';

const linkClass = 'text-primary font-medium underline-offset-4 hover:underline';

/**
 * "Forgot password?": asks for the address and says the same afterwards whether or not an account
 * uses it, as the server does, so the page tells nobody who has an account. A couple's page (its
 * address names a language) asks for the e-mail in that language (decision 075).
 */
export function ForgotPasswordForm({ initialEmail, emailEnabled }: { initialEmail: string; emailEnabled: boolean }) {
  const translator = useT();
  const { t } = translator;
  const named = useNamedLanguage();
  const keepLanguage = useKeepLanguage();
  const fieldError = useFieldError();
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: initialEmail } });

  const onSubmit = handleSubmit(({ email }) => {
    request.mutate(
      { email, language: named ?? undefined },
      {
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('forgotPassword.failedTitle'),
            description: translateApiError(error, t('forgotPassword.failedDescription'), translator),
          }),
      },
    );
  });

  const email = request.variables?.email ?? '';
  const backToSignIn = (
    <Button asChild size="lg" className="w-full">
      <Link href={keepLanguage('/login')}>{t('forgotPassword.backToSignIn')}</Link>
    </Button>
  );

  if (request.isSuccess && !emailEnabled) {
    // Without SMTP the link stays in the outbox, where no one can read it (decision 062).
    return (
      <div className="grid gap-5">
        <div role="status" className="bg-muted/50 flex items-start gap-3 rounded-lg border p-4 text-sm">
          <MailWarning className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div className="grid gap-1">
            <p className="font-semibold">{t('forgotPassword.noEmailTitle')}</p>
            <p className="text-muted-foreground wrap-anywhere">{t('forgotPassword.noEmail', { email })}</p>
          </div>
        </div>
        {backToSignIn}
      </div>
    );
  }

  if (request.isSuccess) {
    return (
      <div className="grid gap-5">
        <div role="status" className="bg-muted/50 flex items-start gap-3 rounded-lg border p-4 text-sm">
          <CircleCheck className="text-success-foreground mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div className="grid gap-1">
            <p className="font-semibold">{t('forgotPassword.sentTitle')}</p>
            <p className="text-muted-foreground wrap-anywhere">
              {t('forgotPassword.sent', { email, minutes: PASSWORD_RESET_TTL_MINUTES })}
            </p>
          </div>
        </div>
        {backToSignIn}
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      <TextField
        label={t('signIn.email')}
        type="email"
        autoComplete="email"
        placeholder={t('signIn.emailPlaceholder')}
        required
        error={fieldError(errors.email?.message)}
        {...register('email')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={request.isPending} aria-busy={request.isPending}>
        {request.isPending ? t('forgotPassword.submitting') : t('forgotPassword.submit')}
      </Button>
      <p className="text-muted-foreground text-center text-sm">
        {t('forgotPassword.remembered')}{' '}
        <Link href={keepLanguage('/login')} className={linkClass}>
          {t('forgotPassword.signIn')}
        </Link>
      </p>
    </form>
  );
}
