import { Mail, MapPin, Phone } from 'lucide-react';
import {
  REPLY_WITHIN_HOURS,
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
  SUPPORT_LOCATION,
  SUPPORT_PHONE,
  SUPPORT_PHONE_HREF,
} from '#shared/contact/support-details.ts';

const channels = [
  {
    icon: Mail,
    title: 'Email support',
    value: SUPPORT_EMAIL,
    href: `mailto:${SUPPORT_EMAIL}`,
    note: `We reply within ${REPLY_WITHIN_HOURS} hours.`,
  },
  { icon: Phone, title: 'Phone', value: SUPPORT_PHONE, href: SUPPORT_PHONE_HREF, note: SUPPORT_HOURS },
  { icon: MapPin, title: 'Location', value: SUPPORT_LOCATION, href: null, note: 'Serving venues across the US.' },
];

/** The support email, phone and location cards (spec §2, §9: placeholders). */
export function SupportChannels() {
  return (
    <ul className="grid content-start gap-4 self-start" aria-label="Other ways to reach us">
      {channels.map(({ icon: Icon, title, value, href, note }) => (
        <li key={title} className="bg-card flex gap-4 rounded-xl border p-5 shadow-xs">
          <span className="bg-accent text-primary flex size-11 shrink-0 items-center justify-center rounded-xl">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 className="font-semibold">{title}</h2>
            {href ? (
              <a
                href={href}
                className="text-primary mt-0.5 block font-medium break-words underline-offset-4 hover:underline"
              >
                {value}
              </a>
            ) : (
              <p className="mt-0.5 font-medium">{value}</p>
            )}
            <p className="text-muted-foreground mt-1 text-sm">{note}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
