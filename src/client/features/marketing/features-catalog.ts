import {
  BarChart3,
  Bell,
  Building2,
  CalendarCheck,
  CreditCard,
  FileSignature,
  Flame,
  LayoutDashboard,
  Lock,
  Palette,
  Share2,
  Sparkles,
  Users,
  UsersRound,
  Workflow,
  type LucideIcon,
} from 'lucide-react';

export interface FeatureItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** The features page's six core features; the first (AI optimisation) is highlighted. */
export const coreFeatures: FeatureItem[] = [
  {
    icon: Sparkles,
    title: 'AI-Powered Optimization',
    text: 'Suggestions built from your bookings, leads and payments: the dates to promote, the seasons to price up, and the follow-ups that win revenue.',
  },
  {
    icon: CalendarCheck,
    title: 'Smart Booking Calendar',
    text: 'Month, week and day views with drag-and-drop rescheduling. Availability rules make double bookings impossible.',
  },
  {
    icon: Users,
    title: 'Lead Management & CRM',
    text: 'Track every inquiry from first contact to tour, proposal and booking, and see who needs a follow-up today.',
  },
  {
    icon: FileSignature,
    title: 'Contracts & E-Signature',
    text: 'Create contracts from templates, send them for signature online and keep a signed PDF with its audit trail.',
  },
  {
    icon: CreditCard,
    title: 'Integrated Payments',
    text: 'Request deposits, milestone payments and final balances by card or bank, and see what is due at a glance.',
  },
  {
    icon: LayoutDashboard,
    title: 'Client Portal',
    text: 'Each client sees their bookings, payments and contracts in one place, and can pay or sign from any device.',
  },
];

/** The nine advanced capabilities. */
export const advancedCapabilities: FeatureItem[] = [
  {
    icon: BarChart3,
    title: 'Analytics & Reporting',
    text: 'A live dashboard of bookings, revenue, leads and occupancy.',
  },
  { icon: Flame, title: 'Booking & Revenue Heat Maps', text: 'See your busiest days and best earners at a glance.' },
  {
    icon: Workflow,
    title: 'Automated Workflows',
    text: 'Confirmations, reminders and follow-ups that send themselves.',
  },
  {
    icon: Building2,
    title: 'Multi-Location Support',
    text: 'Run several venues from one login, each with its own data.',
  },
  { icon: Palette, title: 'Custom Branding', text: 'Your colours on the client portal and the signing page.' },
  {
    icon: Bell,
    title: 'Smart Notifications',
    text: 'Know when a lead arrives, a contract is signed or a payment lands.',
  },
  {
    icon: Share2,
    title: 'Calendar Sharing & Export',
    text: 'Share a live calendar, subscribe by webcal, export ICS or CSV.',
  },
  {
    icon: UsersRound,
    title: 'Team Roles & Permissions',
    text: 'Owners, managers and coordinators each see what they need.',
  },
  { icon: Lock, title: 'Secure & Reliable', text: '99.9% uptime, encrypted connections and isolated venue data.' },
];
