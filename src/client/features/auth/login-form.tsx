import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { loginSchema } from '#shared/auth/auth.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { translateApiError } from '#client/lib/i18n/translate-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useLogin } from './api.ts';
import { getHomePath } from './auth-context.ts';
import { useFieldError, useKeepLanguage, useNamedLanguage, useT } from './sign-in-i18n.ts';
import { readNextPath } from '#client/lib/sign-in-redirect.ts';

/**
 * The sign-in form, in the page's language. Once signed in it goes where the address's `next`
 * says (a couple's payment link, kept through the sign-in), else to the user's home page: a
 * couple's in the language this page names (/login?lang=es → /client-portal?lang=es).
 */
export function LoginForm({ offerSignUp = true }: { offerSignUp?: boolean }) {
  const translator = useT();
  const { t } = translator;
  const keepLanguage = useKeepLanguage();
  const named = useNamedLanguage();
  const [, navigate] = useLocation();
  const next = readNextPath(useSearch());
  const loginMutation = useLogin({
    onSignedIn: (user) => {
      toast({ title: t('signIn.successTitle'), description: t('signIn.successDescription') });
      navigate(next ?? getHomePath(user, named));
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const fieldError = useFieldError();

  const onSubmit = handleSubmit((values) => {
    loginMutation.mutate(values, {
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: t('signIn.failedTitle'),
          description: translateApiError(error, t('signIn.failedDescription'), translator),
        });
      },
    });
  });

  const isBusy = loginMutation.isPending;
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
      <div className="grid gap-2">
        <TextField
          label={t('signIn.password')}
          type="password"
          autoComplete="current-password"
          required
          error={fieldError(errors.password?.message)}
          {...register('password')}
        />
        <Link
          href={keepLanguage('/forgot-password')}
          className="text-primary justify-self-end text-sm font-medium underline-offset-4 hover:underline"
        >
          {t('signIn.forgotPassword')}
        </Link>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isBusy} aria-busy={isBusy}>
        {isBusy ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
      {offerSignUp && (
        <p className="text-muted-foreground text-center text-sm">
          {t('signIn.noAccount')}{' '}
          <Link href="/signup" className="text-primary font-medium underline-offset-4 hover:underline">
            {t('signIn.signUp')}
          </Link>
        </p>
      )}
    </form>
  );
}
