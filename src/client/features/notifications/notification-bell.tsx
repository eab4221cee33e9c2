import { Bell } from 'lucide-react';
import { useLocation } from 'wouter';
import type { Notification } from '#shared/notifications/notifications.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { cn } from '#client/lib/utils.ts';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from './api.ts';
import { formatNotificationTime } from './notification-time.ts';
import { useNotificationStream } from './use-notification-stream.ts';

/**
 * The header's bell: the unread count (none at 0), kept current by the live stream, and a menu
 * of the newest notifications. Choosing one marks it read and opens its page; the menu's
 * keyboard handling (arrows, Enter, Escape, focus back to the bell) is Radix's.
 */
/** The bell's own words: English on staff's header, a client's language in theirs (decision 075). */
export interface NotificationBellLabels {
  language: 'en' | 'es';
  notifications: string;
  /** After the count: "3 unread". */
  unread: string;
  /** Before an unread notice's title, for screen readers. */
  unreadItem: string;
  markAllRead: string;
  failed: string;
  allCaughtUp: string;
}

const englishLabels: NotificationBellLabels = {
  language: 'en',
  notifications: 'Notifications',
  unread: 'unread',
  unreadItem: 'Unread:',
  markAllRead: 'Mark all read',
  failed: 'Notifications could not be loaded.',
  allCaughtUp: 'You’re all caught up.',
};

export function NotificationBell({
  className,
  labels = englishLabels,
}: {
  className?: string;
  labels?: NotificationBellLabels;
}) {
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const [, navigate] = useLocation();
  useNotificationStream();

  const unread = notifications.data?.unreadCount ?? 0;
  const items = notifications.data?.items ?? [];

  function open(item: Notification) {
    if (!item.readAt) markRead.mutate(item.id);
    if (item.link) navigate(item.link);
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className={cn('relative', className)}
          aria-label={labels.notifications}
          aria-describedby={unread > 0 ? 'unread-notifications' : undefined}
        >
          {/* The badge hangs off the icon's corner, so a small button (the portal's on a phone) still shows the bell. */}
          <span className="relative">
            <Bell className="size-5" aria-hidden="true" />
            {unread > 0 && (
              <span
                className="bg-primary text-primary-foreground absolute -top-2 -right-2.5 flex min-w-4.5 items-center justify-center rounded-full px-1 text-[11px] leading-4.5 font-semibold"
                aria-hidden="true"
                data-testid="unread-badge"
              >
                {unread > 99 ? '99+' : unread}
              </span>
            )}
          </span>
          {unread > 0 && (
            <span id="unread-notifications" className="sr-only">
              {unread} {labels.unread}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-[min(24rem,calc(100vw-1rem))] p-0" aria-label={labels.notifications}>
        <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
          <DropdownMenuLabel className="p-0 text-sm font-semibold">{labels.notifications}</DropdownMenuLabel>
          {unread > 0 && (
            <DropdownMenuItem
              className="text-primary w-auto px-2 py-1 text-xs font-medium"
              // Keeps the menu open: the list shows them read.
              onSelect={(event) => {
                event.preventDefault();
                markAllRead.mutate();
              }}
            >
              {labels.markAllRead}
            </DropdownMenuItem>
          )}
        </div>
        <div className="p-1">
          {notifications.isError && (
            <p className="text-muted-foreground px-3 py-6 text-center text-sm">{labels.failed}</p>
          )}
          {notifications.data && items.length === 0 && (
            <p className="text-muted-foreground px-3 py-6 text-center text-sm">{labels.allCaughtUp}</p>
          )}
          {items.map((item) => (
            <DropdownMenuItem key={item.id} className="items-start gap-3 px-3 py-2.5" onSelect={() => open(item)}>
              <span
                className={cn('mt-1.5 size-2 shrink-0 rounded-full', item.readAt ? 'bg-transparent' : 'bg-primary')}
                aria-hidden="true"
              />
              <span className="min-w-0 flex-1">
                <span className={cn('block break-words', !item.readAt && 'font-semibold')}>
                  {!item.readAt && <span className="sr-only">{labels.unreadItem} </span>}
                  {item.title}
                </span>
                {item.body && (
                  <span className="text-muted-foreground line-clamp-2 block text-xs break-words whitespace-pre-line">
                    {item.body}
                  </span>
                )}
                <span className="text-muted-foreground block text-xs">
                  {formatNotificationTime(item.createdAt, undefined, labels.language)}
                </span>
              </span>
            </DropdownMenuItem>
          ))}
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
