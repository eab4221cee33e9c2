import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { cn } from '#client/lib/utils.ts';
import { buttonVariants, type ButtonVariantProps } from './button-variants.ts';

export { buttonVariants } from './button-variants.ts';

export type ButtonProps = ComponentProps<'button'> &
  ButtonVariantProps & {
    /** Render the child element (a link, say) with the button's look. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
