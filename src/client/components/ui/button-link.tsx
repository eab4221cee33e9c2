import type { ComponentProps } from 'react';
import { Link } from 'wouter';
import { buttonVariants, type ButtonVariantProps } from './button-variants.ts';

export type ButtonLinkProps = Omit<ComponentProps<'a'>, 'href' | 'className'> &
  ButtonVariantProps & {
    href: string;
    /**
     * Added after the variant's classes, not merged with them (no tailwind-merge on the public
     * pages, docs/decisions/065): lay the button out here, and give it a new look as a variant.
     */
    className?: string;
  };

/** A link that looks like a Button: `<Button asChild><Link/></Button>` for the public pages. */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonVariants({ variant, size, className })} {...props} />;
}
