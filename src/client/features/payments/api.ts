import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ConfirmTestPaymentInput,
  CreatePaymentInput,
  Payment,
  PaymentConfig,
  PaymentIntent,
  PaymentScheduleInput,
  UpdatePaymentInput,
} from '#shared/payments/payments.schemas.ts';
import { apiJson } from '#client/lib/api-client.ts';
import { fetchEveryPage } from '#client/lib/paged-list.ts';
import { invalidateApiPath, invalidateDashboard } from '#client/lib/query-invalidation.ts';

/** Every key starts with the path it reads (decision 011). */
export const paymentKeys = {
  all: ['/api/payments'] as const,
  ofBooking: (bookingId: number) => ['/api/payments', { bookingId }] as const,
  config: ['/api/payments/config'] as const,
  intent: (paymentId: number) => ['/api/create-payment-intent', paymentId] as const,
};

/**
 * The venue's payments (spec §7 GET /api/payments), every page of them (decision 040): the
 * payments page sums them all. With a booking, only that booking's, filtered by the server.
 */
export function usePayments(filter: { bookingId?: number } = {}) {
  const { bookingId } = filter;
  return useQuery<Payment[]>({
    queryKey: bookingId === undefined ? paymentKeys.all : paymentKeys.ofBooking(bookingId),
    queryFn: ({ signal }) => fetchEveryPage<Payment>('/api/payments', { bookingId }, signal),
  });
}

/** Which card processor the checkout talks to: the built-in test mode, or Stripe. */
export function usePaymentConfig() {
  return useQuery<PaymentConfig>({ queryKey: paymentKeys.config });
}

/**
 * The intent for one checkout (spec §7: amount and paymentId; the server charges the payment's
 * own amount). A query rather than a mutation, so one open dialog asks once (also under React's
 * StrictMode); it is dropped when the dialog closes, and the next checkout asks afresh.
 */
export function usePaymentIntent(payment: Payment | null) {
  return useQuery<PaymentIntent>({
    queryKey: paymentKeys.intent(payment?.id ?? 0),
    queryFn: () =>
      apiJson<PaymentIntent>('POST', '/api/create-payment-intent', { amount: payment?.amount, paymentId: payment?.id }),
    enabled: payment !== null,
    gcTime: 0,
  });
}

/**
 * After a payment changes: the payments, the dashboard's figures, and the bookings, since a paid
 * deposit moves a booked booking to deposit_paid.
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

/** Records a payment made offline, or refunds a paid one (PATCH /api/payments/{id}). */
export function useUpdatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: UpdatePaymentInput & { id: number }) =>
      apiJson<Payment>('PATCH', `/api/payments/${id}`, changes),
    onSuccess: () => refreshAfterPayment(queryClient),
  });
}

/** The built-in test processor's card form (POST /api/payments/{id}/confirm-test). */
export function useConfirmTestPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, ...card }: ConfirmTestPaymentInput & { paymentId: number }) =>
      apiJson<Payment>('POST', `/api/payments/${paymentId}/confirm-test`, card),
    onSuccess: () => refreshAfterPayment(queryClient),
  });
}

/** The deposit, milestones and final payment of a booking (POST /api/bookings/{id}/payment-schedule). */
export function useCreatePaymentSchedule(bookingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentScheduleInput) =>
      apiJson<Payment[]>('POST', `/api/bookings/${bookingId}/payment-schedule`, input),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: paymentKeys.all }), invalidateDashboard(queryClient)]),
  });
}
