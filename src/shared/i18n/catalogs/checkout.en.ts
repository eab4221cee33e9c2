/**
 * The checkout a couple pays in (the portal's Payment Checkout dialog, the pay page's card form):
 * the built-in test processor's card form, Stripe's, and what is said after paying.
 */
export const checkoutEn = {
  'checkout.title': 'Payment Checkout',
  'checkout.payByCard': 'Pay by card',
  'checkout.close': 'Close',
  'checkout.for': '{coupleNames} — {payment}',
  'checkout.unavailable': 'Unable to load payment form',
  'checkout.cardFormNotLoaded': 'The card form could not be loaded. Please reload the page.',
  'checkout.tryAgain': 'Try again',
  'checkout.pleaseTryAgain': 'Please try again.',
  'checkout.preparing': 'Preparing the payment form...',
  'checkout.amountDue': 'Amount due',
  'checkout.pay': 'Pay {amount}',
  'checkout.processing': 'Processing...',
  'checkout.test.title': 'Test mode: no money moves.',
  'checkout.test.cards': 'Use {goodCard} with any future expiry and any 3-digit CVC; {declinedCard} is declined.',
  'checkout.cardNumber': 'Card number',
  'checkout.expiry': 'Expiry (MM/YY)',
  'checkout.expiryPlaceholder': 'MM / YY',
  'checkout.cvc': 'CVC',
  'checkout.error.expiry': 'Enter the expiry as MM/YY',
  'checkout.error.cardNumber': 'Enter the card number',
  'checkout.error.cvc': 'Enter the 3 or 4 digit security code',
  'checkout.error.expiryMonth': 'Enter the expiry month',
  'checkout.error.monthRange': 'Enter a month from 1 to 12',
  'checkout.error.expiryYear': 'Enter the expiry year',
  'checkout.error.incorrectNumber': 'Your card number is incorrect.',
  'checkout.error.declined': 'Your card was declined.',
  'checkout.error.insufficientFunds': 'Your card has insufficient funds.',
  'checkout.error.expired': 'Your card has expired.',
  'checkout.error.declinedTestMode':
    'Your card was declined. In test mode, use a test card such as 4242 4242 4242 4242.',
  'checkout.toast.succeeded.title': 'Payment Successful',
  'checkout.toast.succeeded.description': 'Payment has been processed successfully!',
  'checkout.toast.processing.title': 'Payment processing',
  'checkout.toast.processing.description':
    'Bank payments take a few business days. You will get a receipt by e-mail when it clears.',
  'checkout.toast.failed.title': 'Payment Failed',
  'checkout.toast.notCompleted': 'The payment could not be completed. Please try again.',
  'checkout.toast.returnFailed': 'The payment was not completed. Please try again.',
} as const;
