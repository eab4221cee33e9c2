import { BookOpen, CalendarDays, CreditCard, FileText, Settings, type LucideIcon } from 'lucide-react';
import type { HelpQuestionGroup } from '#shared/help/help-search.ts';
import { TRIAL_DAYS } from '#shared/marketing/plan.ts';

export interface HelpCategory {
  icon: LucideIcon;
  title: string;
  description: string;
  isPopular?: boolean;
}

/** The five categories of spec §2, shown while the search box is empty. */
export const helpCategories: HelpCategory[] = [
  {
    icon: BookOpen,
    title: 'Getting Started',
    description: 'Create your venue, invite your team and take your first booking.',
    isPopular: true,
  },
  {
    icon: CalendarDays,
    title: 'Booking Management',
    description: 'Use the calendar, set availability, and reschedule or cancel events.',
  },
  {
    icon: CreditCard,
    title: 'Payments & Billing',
    description: 'Request deposits and milestone payments, and manage your subscription.',
  },
  {
    icon: FileText,
    title: 'Contracts & Documents',
    description: 'Build templates, send contracts for e-signature and download signed copies.',
  },
  {
    icon: Settings,
    title: 'Account & Settings',
    description: 'Update your profile, branding, event types and notification preferences.',
  },
];

/** The FAQ of spec §2: two categories, two questions each. */
export const helpFaq: HelpQuestionGroup[] = [
  {
    category: 'Getting Started',
    questions: [
      {
        question: 'How do I set up my venue?',
        answer: `Sign up with your venue's name to start a ${TRIAL_DAYS}-day free trial as its owner. Then add your event types, availability and contract templates in Settings, and invite your team.`,
      },
      {
        question: 'Do I need a credit card for the free trial?',
        answer: `No. The ${TRIAL_DAYS}-day trial includes every feature and needs no credit card. You choose monthly or annual billing only if you decide to stay.`,
      },
    ],
  },
  {
    category: 'Booking Management',
    questions: [
      {
        question: 'How does VenueDesk prevent double bookings?',
        answer:
          'Each day has a set number of booking slots, one by default. A booking on a full day, a blackout date or a closed weekday is refused with a message naming the date, so two events can never take the same slot.',
      },
      {
        question: 'How do I reschedule an event?',
        answer:
          'Open the calendar, go to the Drag & Drop tab and drag the booking to its new date, or open the booking and change its event date. The new date is checked against your availability first.',
      },
    ],
  },
];
