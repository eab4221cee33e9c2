import type { BookingStatus } from '#shared/bookings/booking-status.ts';
import type { ContractStatus } from '#shared/contracts/contract-status.ts';
import type { LeadSource, LeadStatus } from '#shared/leads/lead-status.ts';
import type { PaymentStatus, PaymentType } from '#shared/payments/payment-status.ts';

/**
 * Everything the built-in engine knows about one venue: read in one pass by the optimization
 * repository, then handed to pure rules. Amounts are dollars as numbers (the engine estimates;
 * it never books money). No names, e-mail addresses or phone numbers: what a language model
 * may see is built from these facts alone.
 */
export interface VenueFacts {
  now: Date;
  /** The venue's IANA zone: days, weekdays and months are the venue's own. */
  timeZone: string;
  /** ISO 3166 country of the venue's address for public holidays, or null when unknown. */
  country: string | null;
  basePrice: number | null;
  maxBookingsPerDay: number;
  /** Weekdays (0 = Sunday) the venue opens. */
  openWeekdays: number[];
  /** Days the venue closed, YYYY-MM-DD. */
  blackoutDates: string[];
  /** Event types the venue offers (the defaults plus its own). */
  eventTypes: string[];
  bookings: BookingFact[];
  leads: LeadFact[];
  payments: PaymentFact[];
  contracts: ContractFact[];
}

export interface BookingFact {
  id: number;
  /** The event's day in the venue's zone, YYYY-MM-DD. */
  localDay: string;
  eventType: string;
  status: BookingStatus;
  totalAmount: number | null;
  guestCount: number | null;
  createdAt: Date;
}

export interface LeadFact {
  id: number;
  status: LeadStatus;
  source: LeadSource | null;
  /** The day asked for, YYYY-MM-DD, or null. */
  preferredDate: string | null;
  budget: number | null;
  createdAt: Date;
  /**
   * When it first left New (a reply, a tour, a proposal), from the stage history (decision 047);
   * null while it waits, and for a lead that moved before the history was kept.
   */
  firstMovedAt: Date | null;
  /** The last stage it reached before Lost, for a lost lead; null otherwise, or when unknown. */
  lostFrom: LeadStatus | null;
}

export interface PaymentFact {
  id: number;
  bookingId: number;
  amount: number;
  type: PaymentType;
  status: PaymentStatus;
  /** YYYY-MM-DD, or null. */
  dueDate: string | null;
  paidAt: Date | null;
}

export interface ContractFact {
  id: string;
  bookingId: number | null;
  status: ContractStatus;
  sentAt: Date | null;
  signedAt: Date | null;
}
