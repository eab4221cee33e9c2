import { useRef } from 'react';
import { CircleAlert, CreditCard, Ellipsis, HandCoins, Pencil, Trash2, Undo2, type LucideIcon } from 'lucide-react';
import { paymentMethodLabels, paymentTypeLabels } from '#shared/payments/payment-status.ts';
import type { Payment } from '#shared/payments/payments.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { cn } from '#client/lib/utils.ts';
import { formatVenueDay } from '#client/lib/venue-date-format.ts';
import {
  formatCents,
  formatDueDay,
  formatPaymentAmount,
  getAmountCents,
  getRefundedCents,
  isPaymentOverdue,
} from './payment-figures.ts';
import { PaymentStatusBadge, TestPaymentBadge } from './payment-status-badge.tsx';
import { RequestPaymentButton } from './request-payment-button.tsx';

/**
 * The columns where the list's box is wide enough (a container query, so the sidebar counts):
 * payment, type, amount, due, status, actions. Narrower, each payment is a card.
 */
export const wideColumns = '@4xl:grid-cols-[minmax(0,1fr)_5.5rem_7rem_7.5rem_6.5rem_13rem]';

/** What a row can start; `opener` is the control that did, to take focus back when it is over. */
export interface PaymentRowActions {
  /** Opens the card form for a card taken over the phone. */
  onTakeCard: (payment: Payment, opener: HTMLElement | null) => void;
  onRecord: (payment: Payment, opener: HTMLElement | null) => void;
  onEdit: (payment: Payment, opener: HTMLElement | null) => void;
  onDelete: (payment: Payment, opener: HTMLElement | null) => void;
  /** Absent for a role that may not refund (coordinators). */
  onRefund?: (payment: Payment, opener: HTMLElement | null) => void;
}

function DueDate({ payment, todayKey }: { payment: Payment; todayKey: string }) {
  if (!payment.dueDate) {
    return <p className="text-muted-foreground text-sm">No due date</p>;
  }
  const isOverdue = isPaymentOverdue(payment, todayKey);
  return (
    <p className="text-sm" data-testid="payment-due">
      <span className="text-muted-foreground @4xl:sr-only">Due </span>
      <span className={cn(isOverdue && 'inline-flex items-center gap-1 font-semibold text-red-700')}>
        {isOverdue && <CircleAlert className="size-3.5 shrink-0" aria-hidden="true" />}
        {formatDueDay(payment.dueDate)}
        {isOverdue && <span className="sr-only"> (overdue)</span>}
      </span>
    </p>
  );
}

interface MenuItem {
  label: string;
  icon: LucideIcon;
  /** Gets the menu's button, which the dialog the item opens gives focus back to. */
  onSelect: (menuButton: HTMLElement | null) => void;
}

/**
 * What the row's menu offers: taking a card over the phone (when the venue takes cards), recording,
 * editing or deleting a pending payment for all staff, a refund of a paid one when allowed. A
 * processing bank debit offers none: its money is on its way.
 */
function menuItems(payment: Payment, actions: PaymentRowActions): MenuItem[] {
  const { onRefund } = actions;
  if (payment.status === 'pending') {
    const takeCard: MenuItem[] =
      payment.onlinePayment === null
        ? []
        : [{ label: 'Take card payment', icon: CreditCard, onSelect: (button) => actions.onTakeCard(payment, button) }];
    return [
      ...takeCard,
      { label: 'Record payment received', icon: HandCoins, onSelect: (button) => actions.onRecord(payment, button) },
      { label: 'Edit', icon: Pencil, onSelect: (button) => actions.onEdit(payment, button) },
      { label: 'Delete', icon: Trash2, onSelect: (button) => actions.onDelete(payment, button) },
    ];
  }
  if (payment.status === 'paid' && onRefund) {
    return [{ label: 'Refund', icon: Undo2, onSelect: (button) => onRefund(payment, button) }];
  }
  return [];
}

/** The row's "More actions" menu, absent when it would be empty. */
function RowActionsMenu({ label, items }: { label: string; items: MenuItem[] }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  if (items.length === 0) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button ref={buttonRef} variant="outline" size="icon" className="size-9" aria-label={label}>
          <Ellipsis aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {items.map(({ label: itemLabel, icon: Icon, onSelect }) => (
          <DropdownMenuItem key={itemLabel} onSelect={() => onSelect(buttonRef.current)}>
            <Icon aria-hidden="true" />
            {itemLabel}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The status, and whether the money was only a test's (decision 033). */
function StatusBadges({ payment, className }: { payment: Payment; className?: string }) {
  return (
    <div className={cn('flex flex-wrap items-center gap-1', className)}>
      <PaymentStatusBadge status={payment.status} />
      {payment.provider === 'test' && <TestPaymentBadge />}
    </div>
  );
}

/** When and how it was paid, and what of it went back; a bank debit says it is on its way. */
function Settlement({ payment, timeZone }: { payment: Payment; timeZone: string }) {
  const refundedCents = getRefundedCents(payment);
  const amountCents = getAmountCents(payment);
  const lines: string[] = [];
  if (payment.status === 'pending' && payment.requestedAt) {
    lines.push(`Requested ${formatVenueDay(payment.requestedAt, timeZone)}`);
  }
  if (payment.status === 'processing') lines.push('Bank payment on its way');
  if ((payment.status === 'paid' || payment.status === 'refunded') && payment.paidAt) {
    const method = payment.method ? ` · ${paymentMethodLabels[payment.method]}` : '';
    lines.push(`Paid ${formatVenueDay(payment.paidAt, timeZone)}${method}`);
  }
  // A refund in full says so in the badge; a part of it needs words.
  if (refundedCents > 0 && refundedCents < amountCents) {
    lines.push(`Refunded ${formatCents(refundedCents)} of ${formatCents(amountCents)}`);
  }
  return lines.map((line) => (
    <p key={line} className="text-muted-foreground text-xs">
      {line}
    </p>
  ));
}

/** Spec §2's list entry: couple, description, type, amount, due date, status, and what can be done. */
export function PaymentRow({
  payment,
  todayKey,
  timeZone,
  actions,
}: {
  payment: Payment;
  todayKey: string;
  timeZone: string;
  actions: PaymentRowActions;
}) {
  const typeLabel = paymentTypeLabels[payment.type];
  const amount = formatPaymentAmount(payment.amount);
  const name = `${payment.coupleNames}, ${typeLabel} ${amount}`;
  return (
    <li aria-label={name} className={cn('grid gap-x-4 gap-y-2 px-4 py-4 @4xl:items-center @4xl:py-3', wideColumns)}>
      <div className="flex min-w-0 items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words">{payment.coupleNames}</p>
          <p className="text-muted-foreground text-sm break-words">{payment.description ?? typeLabel}</p>
          <Settlement payment={payment} timeZone={timeZone} />
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1 @4xl:hidden">
          <span className="font-semibold tabular-nums">{amount}</span>
          <StatusBadges payment={payment} className="justify-end" />
        </div>
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-1 @4xl:contents">
        <p className="text-sm">
          <span className="text-muted-foreground @4xl:sr-only">Type </span>
          {typeLabel}
        </p>
        <p className="hidden text-right font-semibold tabular-nums @4xl:block">{amount}</p>
        <DueDate payment={payment} todayKey={todayKey} />
      </div>
      <StatusBadges payment={payment} className="hidden @4xl:flex" />
      <div className="flex flex-wrap gap-2 @4xl:flex-nowrap @4xl:justify-end">
        {/* Without a card processor (onlinePayment null) there is no checkout to send the couple to. */}
        {payment.status === 'pending' && payment.onlinePayment !== null && (
          <RequestPaymentButton payment={payment} name={name} />
        )}
        <RowActionsMenu label={`Actions for ${name}`} items={menuItems(payment, actions)} />
      </div>
    </li>
  );
}
