import {
  Calendar,
  CircleUser,
  CreditCard,
  FileText,
  LayoutDashboard,
  Settings,
  Sparkles,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { Role } from '#shared/auth/roles.ts';
import type { ProtectedPath } from './protected-paths.ts';

export interface NavItem {
  href: ProtectedPath;
  label: string;
  icon: LucideIcon;
}

/** The sidebar of spec §2, in its order. */
export const navItems: readonly NavItem[] = [
  { href: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { href: '/calendar', label: 'Calendar', icon: Calendar },
  { href: '/leads', label: 'Leads & CRM', icon: Users },
  { href: '/contracts', label: 'Contracts', icon: FileText },
  { href: '/payments', label: 'Payments', icon: CreditCard },
  { href: '/optimization', label: 'AI Optimization', icon: Sparkles },
  { href: '/client-portal', label: 'Client Portal', icon: CircleUser },
  { href: '/settings', label: 'Settings', icon: Settings },
];

/** Clients may open only their portal, so that is all their sidebar lists. */
export function getNavItems(role: Role): readonly NavItem[] {
  return role === 'client' ? navItems.filter((item) => item.href === '/client-portal') : navItems;
}
