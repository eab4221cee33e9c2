/**
 * E-mails to a couple about their payments: a request, a receipt, a refund, a reminder. Server
 * only; the English texts are those the payments e-mails always wrote (spec §7, decision 059).
 */
export const paymentEmailEn = {
  'paymentEmail.greeting': 'Hi {coupleNames},',
  'paymentEmail.testNotice': 'Test payment: no money moved.',
  'paymentEmail.testMark': ' (test)',
  'paymentEmail.request.subject': 'Payment request from {venueName}: {amount}',
  'paymentEmail.request.subjectDue': 'Payment request from {venueName}: {amount} due {day}',
  'paymentEmail.request.heading': 'Payment request',
  'paymentEmail.request.ask': '{venueName} asks you to pay {amount} for: {payment}.',
  'paymentEmail.request.askDue': '{venueName} asks you to pay {amount} for: {payment}, due {day}.',
  'paymentEmail.request.howPortal': 'You can pay it by card in your client portal; sign in with this e-mail address.',
  'paymentEmail.request.howLink': 'You can pay it by card on a secure page; this link works until the payment is made.',
  'paymentEmail.request.questions': 'Questions? Reply to this e-mail to reach {venueName}.',
  'paymentEmail.request.actionPortal': 'Pay in your client portal',
  'paymentEmail.request.actionLink': 'Pay {amount}',
  'paymentEmail.receipt.subject': 'Receipt{test}: {amount} paid to {venueName}',
  'paymentEmail.receipt.heading': 'Payment received',
  'paymentEmail.receipt.received': '{venueName} received your payment of {amount} on {day}.',
  'paymentEmail.receipt.details': 'For: {payment}. Paid by: {method}. Reference: {reference}.',
  'paymentEmail.receipt.thanks': 'Thank you! Keep this e-mail as your receipt.',
  'paymentEmail.method.card': 'Card',
  'paymentEmail.method.bank_debit': 'Bank debit (ACH)',
  'paymentEmail.method.cash': 'Cash',
  'paymentEmail.method.check': 'Check',
  'paymentEmail.method.bank_transfer': 'Bank transfer',
  'paymentEmail.refund.subject': 'Refund{test}: {refunded} from {venueName}',
  'paymentEmail.refund.heading': 'Payment refunded',
  'paymentEmail.refund.refunded':
    '{venueName} refunded {refunded} of your {amount} payment ({payment}, reference {reference}).',
  'paymentEmail.refund.reason': 'Reason: {reason}',
  'paymentEmail.refund.howStripe':
    'It goes back to the card or bank account you paid with; banks take 5 to 10 days to show it.',
  'paymentEmail.refund.howVenue': '{venueName} gives it back the way you paid.',
  'paymentEmail.reminder.subjectToday': 'Payment due today: {amount} to {venueName}',
  'paymentEmail.reminder.subject': 'Payment reminder: {amount} to {venueName} is due on {day}',
  'paymentEmail.reminder.headingToday': 'Your payment is due today',
  'paymentEmail.reminder.heading': 'Your payment is due soon',
  'paymentEmail.reminder.dueToday': 'Your payment of {amount} to {venueName} is due today, {day}.',
  'paymentEmail.reminder.dueSoon': 'A friendly reminder: your payment of {amount} to {venueName} is due on {day}.',
  'paymentEmail.reminder.details': 'For: {payment}. Reference: {reference}.',
  'paymentEmail.reminder.alreadyPaid':
    'If you have already paid, thank you, and please ignore this e-mail. Questions? Just reply to it.',
  'paymentEmail.reminder.action': 'View your payments',
} as const;
