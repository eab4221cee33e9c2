import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '#shared/auth/auth.schemas.ts';
import { isLanguage, LANGUAGE_PARAM } from '#shared/i18n/languages.ts';
import type { InvitationPreview } from '#shared/team/team.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { getHomePath } from '#client/features/auth/index.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { translateApiError } from '#client/lib/i18n/translate-api-error.ts';
import { applyFieldErrors } from '#client/lib/apply-field-errors.ts';
import { useAcceptInvitation } from './api.ts';
import { useT } from './accept-invite-i18n.ts';

type T = ReturnType<typeof useT>['t'];

/**
 * The fields a new account fills, with their messages in the page's language (English: the
 * shared schemas' own texts). As on signup, the password length and the confirmation are checked
 * on submit and answered with the signup toasts (spec §5). An existing account only proves
 * itself with its password; the server checks it.
 */
function makeFormSchemas(t: T) {
  const name = (required: Parameters<T>[0], tooLong: Parameters<T>[0]) =>
    z.string().trim().min(1, t(required)).max(100, t(tooLong));
  const existing = z.object({
    firstName: z.string(),
    lastName: z.string(),
    password: z.string().min(1, t('acceptInvite.passwordRequired')).max(200, t('acceptInvite.passwordTooLong')),
    confirmPassword: z.string(),
  });
  const newAccount = existing.extend({
    firstName: name('acceptInvite.firstNameRequired', 'acceptInvite.firstNameTooLong'),
    lastName: name('acceptInvite.lastNameRequired', 'acceptInvite.lastNameTooLong'),
    confirmPassword: z.string().min(1, t('acceptInvite.confirmRequired')),
  });
  return { existing, newAccount };
}
type AcceptFormInput = z.input<ReturnType<typeof makeFormSchemas>['existing']>;

const formFields = ['firstName', 'lastName', 'password'] as const;
const emptyForm: AcceptFormInput = { firstName: '', lastName: '', password: '', confirmPassword: '' };

export function AcceptInviteForm({ token, preview }: { token: string; preview: InvitationPreview }) {
  const [, navigate] = useLocation();
  const translator = useT();
  const { t } = translator;
  const acceptMutation = useAcceptInvitation(token);
  const isNewAccount = !preview.hasAccount;
  // A couple's address names their language (their e-mail's link, the switch): their portal opens
  // in the page's, as its address then names it (decision 075). A team member lands in English.
  const named = isLanguage(new URLSearchParams(useSearch()).get(LANGUAGE_PARAM));
  const schemas = useMemo(() => makeFormSchemas(t), [t]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AcceptFormInput>({
    resolver: zodResolver(isNewAccount ? schemas.newAccount : schemas.existing),
    defaultValues: emptyForm,
  });

  /** Spec §5's signup rules for a new password, answered with its toasts. */
  function checkNewPassword(password: string, confirmPassword: string): boolean {
    if (password !== confirmPassword) {
      toast({ title: t('acceptInvite.mismatchTitle'), description: t('acceptInvite.mismatchDescription') });
      return false;
    }
    if (password.length < MIN_PASSWORD_LENGTH) {
      toast({
        title: t('acceptInvite.tooShortTitle'),
        description: t('acceptInvite.tooShortDescription', { count: MIN_PASSWORD_LENGTH }),
      });
      return false;
    }
    return true;
  }

  const onSubmit = handleSubmit(({ firstName, lastName, password, confirmPassword }) => {
    if (isNewAccount && !checkNewPassword(password, confirmPassword)) return;
    const input = isNewAccount ? { firstName, lastName, password } : { password };
    acceptMutation.mutate(input, {
      onSuccess: ({ user }) => {
        toast({
          title: t('acceptInvite.acceptedTitle'),
          description: t('acceptInvite.acceptedDescription', { venueName: preview.venueName }),
        });
        navigate(getHomePath(user, named ? translator.language : null));
      },
      onError: (error) => {
        applyFieldErrors(error, formFields, setError);
        if (error instanceof ApiError && error.body?.code === 'INVALID_CREDENTIALS') {
          toast({
            variant: 'destructive',
            title: t('acceptInvite.acceptFailedTitle'),
            description: t('acceptInvite.invalidPassword'),
          });
          return;
        }
        toast({
          variant: 'destructive',
          title: t('acceptInvite.acceptFailedTitle'),
          description: translateApiError(error, t('acceptInvite.acceptFailedDescription'), translator),
        });
      },
    });
  });

  const isBusy = acceptMutation.isPending;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      <TextField label={t('acceptInvite.email')} type="email" value={preview.email} readOnly autoComplete="username" />
      {isNewAccount && (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('acceptInvite.firstName')}
            autoComplete="given-name"
            required
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label={t('acceptInvite.lastName')}
            autoComplete="family-name"
            required
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
      )}
      <TextField
        label={t('acceptInvite.password')}
        type="password"
        autoComplete={isNewAccount ? 'new-password' : 'current-password'}
        required
        hint={
          isNewAccount
            ? t('acceptInvite.passwordHintNew', { count: MIN_PASSWORD_LENGTH })
            : t('acceptInvite.passwordHintExisting')
        }
        error={errors.password?.message}
        {...register('password')}
      />
      {!isNewAccount && (
        // Whoever registered this address before its owner set a password the owner cannot know:
        // a reset link, sent to the address, gives it back (decision 025).
        <Link
          href={`/forgot-password?${new URLSearchParams(
            // A couple's reset page and e-mail are in their page's language (decision 075).
            preview.role === 'client' ? { email: preview.email, lang: translator.language } : { email: preview.email },
          ).toString()}`}
          className="text-primary -mt-2 justify-self-end text-sm font-medium underline-offset-4 hover:underline"
        >
          {t('acceptInvite.forgotPassword')}
        </Link>
      )}
      {isNewAccount && (
        <TextField
          label={t('acceptInvite.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      )}
      <Button type="submit" size="lg" className="w-full" disabled={isBusy} aria-busy={isBusy}>
        {isBusy ? t('acceptInvite.submitting') : t('acceptInvite.submit')}
      </Button>
    </form>
  );
}
