import { zodResolver } from '@hookform/resolvers/zod';
import { FlaskConical } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { confirmTestPaymentSchema } from '#shared/payments/payments.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { cn } from '#client/lib/utils.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { getApiFieldErrors } from '#client/lib/api-error-messages.ts';
import { useConfirmTestPayment, type CheckoutVia } from './api.ts';
import { useCheckoutT } from './checkout-i18n.tsx';
import { getPaymentFailureMessage, translateCheckoutMessage } from './checkout-messages.ts';
import { toastPaymentFailed } from './checkout-outcome.ts';

const expiryPattern = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/;

/**
 * The card form's own fields; the expiry is typed as MM/YY and sent as a month and a year. Its
 * messages are the checkout catalog's English, shown in the page's language.
 */
const cardFormSchema = z.object({
  cardNumber: confirmTestPaymentSchema.shape.cardNumber,
  expiry: z.string().regex(expiryPattern, 'Enter the expiry as MM/YY'),
  cvc: confirmTestPaymentSchema.shape.cvc,
});
type CardFormInput = z.input<typeof cardFormSchema>;
type CardFormOutput = z.output<typeof cardFormSchema>;

/** '4242424242424242' → '4242 4242 4242 4242' as it is typed. */
export function formatCardNumber(value: string): string {
  return (
    value
      .replace(/\D/g, '')
      .slice(0, 19)
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/** '1230' → '12 / 30'; the slash comes once there are more than two digits. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/**
 * The built-in test processor's card form: what Stripe's test cards do, without Stripe. It says
 * plainly that no money moves, and the browser is not invited to fill in a real card
 * (autocomplete off): in test mode the number goes to our own server. A decline leaves the
 * checkout open on the same client secret, so another card can be tried at once.
 */
export function TestCardForm({
  via,
  clientSecret,
  payLabel,
  onPaid,
  onAttemptUsed,
}: {
  via: CheckoutVia;
  clientSecret: string;
  payLabel: string;
  onPaid: () => void;
  /** The checkout expired or the amount changed (409): it has to be opened again. */
  onAttemptUsed: () => void;
}) {
  const { t } = useCheckoutT();
  const message = (text: string | undefined) => (text === undefined ? undefined : translateCheckoutMessage(text, t));
  const confirmMutation = useConfirmTestPayment();
  const form = useForm<CardFormInput, unknown, CardFormOutput>({
    resolver: zodResolver(cardFormSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
  });
  const { errors } = form.formState;
  // Expiry and CVC side by side share their rows (a subgrid): a label that wraps on a phone
  // ("Vencimiento (MM/AA)") lowers neither input, each label sits right above its input, and a
  // row for the messages only when one has a message.
  const pairedField = cn(
    'grid-rows-subgrid [&>label]:self-end',
    errors.expiry || errors.cvc ? 'row-span-3' : 'row-span-2',
  );

  const submit = form.handleSubmit(({ cardNumber, expiry, cvc }) => {
    const [, month = '', year = ''] = expiryPattern.exec(expiry) ?? [];
    confirmMutation.mutate(
      { via, card: { clientSecret, cardNumber, expMonth: Number(month), expYear: Number(year), cvc } },
      {
        onSuccess: onPaid,
        onError: (error) => {
          const fieldErrors = getApiFieldErrors(error);
          if (fieldErrors.cardNumber) form.setError('cardNumber', { message: fieldErrors.cardNumber });
          const expiryError = fieldErrors.expMonth ?? fieldErrors.expYear;
          if (expiryError) form.setError('expiry', { message: expiryError });
          if (fieldErrors.cvc) form.setError('cvc', { message: fieldErrors.cvc });
          toastPaymentFailed(getPaymentFailureMessage(error, t), t);
          // A refused card (400) or a decline (402) leaves the checkout open; an expired one does not.
          if (error instanceof ApiError && error.status === 409) onAttemptUsed();
        },
      },
    );
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid min-w-0 gap-4">
      <div
        data-testid="test-mode-notice"
        className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      >
        <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p className="min-w-0">
          <strong className="font-semibold">{t('checkout.test.title')}</strong>{' '}
          {/* No-break spaces keep each card number on one line. */}
          {t('checkout.test.cards', {
            goodCard: '4242\u00a04242\u00a04242\u00a04242',
            declinedCard: '4000\u00a00000\u00a00000\u00a00002',
          })}
        </p>
      </div>
      <Controller
        control={form.control}
        name="cardNumber"
        render={({ field }) => (
          <TextField
            label={t('checkout.cardNumber')}
            inputMode="numeric"
            autoComplete="off"
            placeholder="4242 4242 4242 4242"
            error={message(errors.cardNumber?.message)}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(formatCardNumber(event.target.value))}
          />
        )}
      />
      <div className="grid grid-cols-2 gap-x-4 gap-y-2">
        <Controller
          control={form.control}
          name="expiry"
          render={({ field }) => (
            <TextField
              className={pairedField}
              label={t('checkout.expiry')}
              inputMode="numeric"
              autoComplete="off"
              placeholder={t('checkout.expiryPlaceholder')}
              error={message(errors.expiry?.message)}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(formatExpiry(event.target.value))}
            />
          )}
        />
        <TextField
          className={pairedField}
          label={t('checkout.cvc')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          placeholder="123"
          error={message(errors.cvc?.message)}
          {...form.register('cvc')}
        />
      </div>
      <Button type="submit" disabled={confirmMutation.isPending} aria-busy={confirmMutation.isPending}>
        {confirmMutation.isPending ? t('checkout.processing') : payLabel}
      </Button>
    </form>
  );
}
