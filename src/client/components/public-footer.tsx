import { Link } from 'wouter';
import { BrandLogo } from '#client/components/brand-logo.tsx';

const columns = [
  {
    title: 'Product',
    links: [
      { href: '/features', label: 'Features' },
      { href: '/pricing', label: 'Pricing' },
    ],
  },
  {
    title: 'Support',
    links: [
      { href: '/help', label: 'Help' },
      { href: '/contact', label: 'Contact' },
      { href: '/privacy', label: 'Privacy' },
    ],
  },
];

const linkClass =
  'inline-block py-1 text-sm text-secondary-foreground transition-colors hover:text-primary hover:underline underline-offset-4';

/** The public pages' footer: the tagline and the links of spec §2 (plus Demo, which goes nowhere). */
export function PublicFooter() {
  return (
    <footer className="border-t bg-[#faf8f9]">
      <div className="mx-auto grid w-full max-w-6xl grid-cols-2 gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div className="col-span-2 max-w-sm md:col-span-1">
          <BrandLogo />
          <p className="text-secondary-foreground mt-4 text-sm leading-relaxed">
            The all-in-one platform for event venues. Bookings, leads, contracts and payments for weddings, quinceañeras
            and corporate events.
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-labelledby={`footer-${column.title}`}>
            <h2 id={`footer-${column.title}`} className="text-foreground text-sm font-semibold">
              {column.title}
            </h2>
            <ul className="mt-3 grid gap-1">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
              {column.title === 'Product' && (
                <li>
                  {/* Spec §2: the Demo footer button has no navigation. */}
                  <button type="button" className={`${linkClass} cursor-pointer`}>
                    Demo
                  </button>
                </li>
              )}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <p className="text-secondary-foreground mx-auto w-full max-w-6xl px-4 py-6 text-sm sm:px-6">
          {/* Rendered at build time: over New Year, the build's year shows until the visitor moves on. */}©{' '}
          <span suppressHydrationWarning>{new Date().getFullYear()}</span> VenueDesk. Made for the people who make
          events happen.
        </p>
      </div>
    </footer>
  );
}
