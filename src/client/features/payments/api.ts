import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ConfirmTestPaymentInput,
  CreatePaymentInput,
  Payment,
  PaymentException,
  PaymentIntent,
  PaymentScheduleInput,
  PaymentSetup,
  RefundPaymentInput,
  UpdatePaymentInput,
} from '#shared/payments/payments.schemas.ts';
import type { PaymentRequestResult, PayPage } from '#shared/payments/payment-requests.schemas.ts';
import { apiJson, apiRequest } from '#client/lib/api-client.ts';
import { fetchEveryPage } from '#client/lib/paged-list.ts';
import { invalidateApiPath, invalidateDashboard } from '#client/lib/query-invalidation.ts';

/** Every key starts with the path it reads (decision 011). */
export const paymentKeys = {
  all: ['/api/payments'] as const,
  exceptions: ['/api/payments/exceptions'] as const,
  setup: ['/api/payments/setup'] as const,
  ofBooking: (bookingId: number) => ['/api/payments', { bookingId }] as const,
};

/**
 * The venue's payments (spec §7 GET /api/payments), every page of them (decision 034): the
 * payments page sums them all. With a booking, only that booking's, filtered by the server.
 */
export function usePayments(filter: { bookingId?: number } = {}) {
  const { bookingId } = filter;
  return useQuery<Payment[]>({
    queryKey: bookingId === undefined ? paymentKeys.all : paymentKeys.ofBooking(bookingId),
    queryFn: ({ signal }) => fetchEveryPage<Payment>('/api/payments', { bookingId }, signal),
  });
}

/**
 * After a payment changes: the payments, the dashboard's figures, and the bookings, since a paid
 * deposit moves a booked booking to deposit_paid (and a refunded one moves it back).
 */
export function refreshAfterPayment(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
    invalidateDashboard(queryClient),
    invalidateApiPath(queryClient, '/api/bookings'),
  ]);
}

/** Spec §7 POST /api/payments; the list and the dashboard are read again. */
export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePaymentInput) => apiJson<Payment>('POST', '/api/payments', input),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: paymentKeys.all }), invalidateDashboard(queryClient)]),
  });
}

/**
 * Edits a pending payment, or records one made offline (PATCH /api/payments/{id}; to record, status
 * 'paid' and the method).
 */
export function useUpdatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: UpdatePaymentInput & { id: number }) =>
      apiJson<Payment>('PATCH', `/api/payments/${id}`, changes),
    onSuccess: () => refreshAfterPayment(queryClient),
  });
}

/**
 * Request Payment: the server e-mails the couple a way to pay (POST /api/payments/{id}/request) and
 * records when, which the list shows.
 */
export function useRequestPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<PaymentRequestResult>('POST', `/api/payments/${id}/request`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}

/** Deletes an unpaid payment (DELETE /api/payments/{id}); a paid one is refused with 409. */
export function useDeletePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/payments/${id}`),
    onSuccess: () => refreshAfterPayment(queryClient),
  });
}

/** Gives back all that is left of a paid payment, or part of it (POST /api/payments/{id}/refunds). */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...refund }: RefundPaymentInput & { id: number }) =>
      apiJson<Payment>('POST', `/api/payments/${id}/refunds`, refund),
    onSuccess: () => refreshAfterPayment(queryClient),
  });
}

/** What a pay link's page shows (GET /api/public/pay/{token}); a link that no longer pays answers 404. */
export function usePayPage(token: string, options: { enabled: boolean }) {
  return useQuery<PayPage>({
    ...options,
    queryKey: ['/api/public/pay', token],
    queryFn: ({ signal }) =>
      apiJson<PayPage>('GET', `/api/public/pay/${encodeURIComponent(token)}`, undefined, { signal }),
  });
}

/**
 * Whose checkout a card form opens: a payment the signed-in user may pay (staff taking a card, a
 * couple in the portal), or the one a pay link names (/pay/{token}, no sign-in; decision 059).
 */
export type CheckoutVia =
  { kind: 'account'; payment: Pick<Payment, 'id' | 'amount'> } | { kind: 'link'; token: string };

/** One key per checkout, so a form never reuses another payment's. */
export function getCheckoutKey(via: CheckoutVia): string {
  return via.kind === 'account' ? `payment-${via.payment.id}` : `link-${via.token}`;
}

/**
 * Opens the checkout of one payment (spec §7: amount and paymentId; the server charges the
 * payment's own amount), or of a pay link's. A POST, so a mutation the dialog starts once when it
 * opens; the server answers the same live checkout when asked again, so a retry never makes a second one.
 */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (via: CheckoutVia) =>
      via.kind === 'account'
        ? apiJson<PaymentIntent>('POST', '/api/create-payment-intent', {
            amount: via.payment.amount,
            paymentId: via.payment.id,
          })
        : apiJson<PaymentIntent>('POST', `/api/public/pay/${encodeURIComponent(via.token)}/checkout`),
  });
}

/**
 * The built-in test processor's card form: POST /api/payments/{id}/confirm-test, or the pay
 * link's own call, which answers only that it is paid.
 */
export function useConfirmTestPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ via, card }: { via: CheckoutVia; card: ConfirmTestPaymentInput }): Promise<unknown> =>
      via.kind === 'account'
        ? apiJson<Payment>('POST', `/api/payments/${via.payment.id}/confirm-test`, card)
        : apiJson<{ status: 'paid' }>('POST', `/api/public/pay/${encodeURIComponent(via.token)}/confirm-test`, card),
    onSuccess: (_paid, { via }) => (via.kind === 'account' ? refreshAfterPayment(queryClient) : undefined),
  });
}

/**
 * The deposit, milestones and final payment of a booking (POST /api/bookings/{id}/payment-schedule),
 * or in place of its unpaid schedule (PUT). A total sent with it becomes the booking's, so the
 * bookings are read again too.
 */
export function useSavePaymentSchedule(bookingId: number, mode: 'create' | 'replace') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentScheduleInput) =>
      apiJson<Payment[]>(mode === 'create' ? 'POST' : 'PUT', `/api/bookings/${bookingId}/payment-schedule`, input),
    onSuccess: () => refreshAfterPayment(queryClient),
  });
}

/** How the venue takes payments online: test mode, Stripe, or not at all (GET /api/payments/setup). */
export function usePaymentSetup() {
  return useQuery<PaymentSetup>({ queryKey: paymentKeys.setup });
}

/** The owner starts (or resumes) connecting the venue's Stripe account; the answer is Stripe's page. */
export function useStartStripeOnboarding() {
  return useMutation({
    mutationFn: () => apiJson<{ url: string }>('POST', '/api/payments/setup/stripe-onboarding'),
  });
}

/**
 * Back from Stripe: asks whether the account can take payments now. Each pending payment's
 * `onlinePayment` follows the venue's processor, so the payments are read again too.
 */
export function useRefreshStripeAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<PaymentSetup>('POST', '/api/payments/setup/stripe-refresh'),
    onSuccess: (setup) => {
      queryClient.setQueryData(paymentKeys.setup, setup);
      return queryClient.invalidateQueries({ queryKey: paymentKeys.all });
    },
  });
}

/** Money Stripe took that no payment was waiting for, not yet reviewed (GET /api/payments/exceptions). */
export function usePaymentExceptions() {
  return useQuery<PaymentException[]>({ queryKey: paymentKeys.exceptions });
}

/** Staff have looked at an exception whose money is back: it leaves the list. */
export function useResolvePaymentException() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('POST', `/api/payments/exceptions/${id}/resolve`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.exceptions }),
  });
}

/** Refund now: tries an exception's failed automatic refund again. */
export function useRetryExceptionRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('POST', `/api/payments/exceptions/${id}/refund`),
    // Read again after a refusal too: the failure's reason may have changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.exceptions }),
  });
}
