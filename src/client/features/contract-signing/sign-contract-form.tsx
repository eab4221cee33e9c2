import { PenLine } from 'lucide-react';
import { useRef, type FormEvent } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import type { SignContractInput } from '#shared/contracts/contracts.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { applyFieldErrors } from '#client/lib/apply-field-errors.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useSignContract } from './api.ts';
import { ConsentField } from './consent-field.tsx';
import type * as ResolverModule from './sign-contract-form-resolver.ts';
import { SignatureField } from './signature-field.tsx';
import { useSignaturePad } from './use-signature-pad.ts';

const formFields = [
  'signerName',
  'signerEmail',
  'signature',
  'consent',
] as const satisfies readonly (keyof SignContractInput)[];

const SIGN_FAILED = 'Failed to sign contract';

/** zod loads when the signer reaches for the form, not with the page (docs/decisions/005). */
let resolverModule: Promise<typeof ResolverModule> | undefined;
function loadResolver() {
  resolverModule ??= import('./sign-contract-form-resolver.ts');
  return resolverModule;
}
const signResolver: Resolver<SignContractInput, unknown, SignContractInput> = async (values, context, options) =>
  (await loadResolver()).signContractFormResolver(values, context, options);

function toastSignatureRequired() {
  return toast({ title: 'Signature required', description: 'Please provide your signature before submitting.' });
}

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
      await signContract.mutateAsync(values);
      toast({
        title: 'Contract signed successfully',
        description: emailEnabled ? 'A copy will be received by email.' : 'Download your signed copy to keep it.',
      });
    } catch (error) {
      applyFieldErrors(error, formFields, setError);
      toastApiError(error, SIGN_FAILED, 'Error signing contract');
    }
  };

  const onInvalid = (fieldErrors: FieldErrors<SignContractInput>) => {
    if (fieldErrors.signature && pad.getSignature() === null) signatureToast.current = toastSignatureRequired();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // A blank canvas leaves the field out, which the schema answers with 'Signature required'.
    setValue('signature', pad.getSignature() ?? (undefined as unknown as string));
    handleSubmit(
      onValid,
      onInvalid,
    )(event).catch(() => {
      // Only the validation chunk failing to load ends here (offline, or a new deploy).
      toast({ variant: 'destructive', title: 'Error signing contract', description: SIGN_FAILED });
    });
  };

  return (
    <form
      onSubmit={submit}
      onFocus={() => void loadResolver().catch(() => undefined)}
      noValidate
      aria-label="Sign the contract"
      className="grid gap-5"
    >
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <TextField
          label="Full Name"
          autoComplete="name"
          required
          disabled={isBusy}
          error={errors.signerName?.message}
          {...register('signerName')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          required
          disabled={isBusy}
          error={errors.signerEmail?.message}
          {...register('signerEmail')}
        />
      </div>
      <SignatureField
        attachCanvas={pad.attachCanvas}
        isEmpty={pad.isEmpty}
        onClear={pad.clear}
        error={errors.signature?.message}
        disabled={isBusy}
      />
      <ConsentField error={errors.consent?.message} disabled={isBusy} {...register('consent')} />
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto sm:justify-self-start"
        disabled={isBusy}
        aria-busy={isBusy}
      >
        <PenLine aria-hidden="true" />
        {isBusy ? 'Signing...' : 'Sign Contract'}
      </Button>
    </form>
  );
}
