import { PenLine } from 'lucide-react';
import { useRef, type FormEvent } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import type { SignContractInput } from '#shared/contracts/contracts.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { applyFieldErrors } from '#client/lib/apply-field-errors.ts';
import { getApiErrorMessage } from '#client/lib/api-error-messages.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useSignContract } from './api.ts';
import { ConsentField } from './consent-field.tsx';
import type * as ResolverModule from './sign-contract-form-resolver.ts';
import { SignatureField } from './signature-field.tsx';
import { translateSigningError } from './signing-errors.ts';
import { useT } from './signing-i18n.ts';
import { useSignaturePad } from './use-signature-pad.ts';

const formFields = [
  'signerName',
  'signerEmail',
  'signature',
  'consent',
] as const satisfies readonly (keyof SignContractInput)[];

/** zod loads when the signer reaches for the form, not with the page (docs/decisions/005). */
let resolverModule: Promise<typeof ResolverModule> | undefined;
function loadResolver() {
  resolverModule ??= import('./sign-contract-form-resolver.ts');
  return resolverModule;
}
const signResolver: Resolver<SignContractInput, unknown, SignContractInput> = async (values, context, options) =>
  (await loadResolver()).signContractFormResolver(values, context, options);

/**
 * The electronic signature (spec §2, §5): name, email, the drawn signature and the e-consent,
 * checked with the schema the server signs with. A signed-in client finds their name and e-mail
 * filled in. A blank canvas gets the spec's toast; the
 * server's field errors come back onto their fields. On success the page turns to its signed
 * state (the query cache now holds the signed contract).
 */
export function SignContractForm({
  token,
  signer,
  emailEnabled = true,
  onSigned,
}: {
  token: string;
  /** The signed-in client's own name and e-mail, to start from; they may change them. */
  signer?: { name: string; email: string } | null;
  /** Whether the signed copy can be e-mailed (SMTP is set up; decision 062). */
  emailEnabled?: boolean;
  onSigned?: () => void;
}) {
  const translator = useT();
  const { t, language } = translator;
  const translate = (message: string | undefined) => translateSigningError(message, translator);
  const signContract = useSignContract(token, onSigned);
  const isBusy = signContract.isPending;
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<SignContractInput, unknown, SignContractInput>({
    resolver: signResolver,
    defaultValues: { signerName: signer?.name ?? '', signerEmail: signer?.email ?? '' },
  });
  // The 'Signature required' toast answers a blank pad: once there is ink, it is no longer true.
  const signatureToast = useRef<{ dismiss: () => void } | null>(null);
  const pad = useSignaturePad({
    disabled: isBusy,
    onStroke: () => {
      clearErrors('signature');
      signatureToast.current?.dismiss();
      signatureToast.current = null;
    },
  });

  const onValid = async (values: SignContractInput) => {
    try {
      // The language the page is in: the signed PDF's certificate is written in it, and the trail records it.
      await signContract.mutateAsync({ ...values, language });
      toast({
        title: t('signing.toast.signed'),
        description: emailEnabled ? t('signing.toast.signedEmail') : t('signing.toast.signedDownload'),
      });
    } catch (error) {
      applyFieldErrors(error, formFields, setError);
      toast({
        variant: 'destructive',
        title: t('signing.toast.error'),
        description: translate(getApiErrorMessage(error, t('signing.error.failed'))),
      });
    }
  };

  const onInvalid = (fieldErrors: FieldErrors<SignContractInput>) => {
    if (fieldErrors.signature && pad.getSignature() === null) {
      signatureToast.current = toast({
        title: t('signing.toast.signatureRequired'),
        description: t('signing.toast.signatureRequiredDescription'),
      });
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // A blank canvas leaves the field out, which the schema answers with 'Signature required'.
    setValue('signature', pad.getSignature() ?? (undefined as unknown as string));
    handleSubmit(
      onValid,
      onInvalid,
    )(event).catch(() => {
      // Only the validation chunk failing to load ends here (offline, or a new deploy).
      toast({ variant: 'destructive', title: t('signing.toast.error'), description: t('signing.error.failed') });
    });
  };

  return (
    <form
      onSubmit={submit}
      onFocus={() => void loadResolver().catch(() => undefined)}
      noValidate
      aria-label={t('signing.form.label')}
      className="grid gap-5"
    >
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <TextField
          label={t('signing.form.fullName')}
          autoComplete="name"
          required
          disabled={isBusy}
          error={translate(errors.signerName?.message)}
          {...register('signerName')}
        />
        <TextField
          label={t('signing.form.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('signing.form.emailPlaceholder')}
          required
          disabled={isBusy}
          error={translate(errors.signerEmail?.message)}
          {...register('signerEmail')}
        />
      </div>
      <SignatureField
        attachCanvas={pad.attachCanvas}
        isEmpty={pad.isEmpty}
        onClear={pad.clear}
        error={translate(errors.signature?.message)}
        labels={{
          label: t('signing.signature.label'),
          clear: t('signing.signature.clear'),
          signHere: t('signing.signature.signHere'),
          padEmpty: t('signing.signature.padEmpty'),
          padSigned: t('signing.signature.padSigned'),
          hint: t('signing.signature.hint'),
        }}
        disabled={isBusy}
      />
      <ConsentField error={translate(errors.consent?.message)} disabled={isBusy} {...register('consent')} />
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto sm:justify-self-start"
        disabled={isBusy}
        aria-busy={isBusy}
      >
        <PenLine aria-hidden="true" />
        {isBusy ? t('signing.form.submitting') : t('signing.form.submit')}
      </Button>
    </form>
  );
}
