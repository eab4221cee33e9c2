import type { BillingPeriod } from '#shared/marketing/plan.ts';
import { PLAN } from '#shared/marketing/plan.ts';
import { cn } from '#client/lib/utils.ts';

const options: { value: BillingPeriod; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual' },
];

/**
 * Monthly / annual switch (spec §4: the billing period toggles between the two). With JavaScript
 * off, index.html hides it by its role and label, and the pricing page says what annual costs.
 */
export function BillingToggle({ value, onChange }: { value: BillingPeriod; onChange: (value: BillingPeriod) => void }) {
  return (
    <div role="group" aria-label="Billing period" className="bg-secondary inline-flex items-center rounded-full p-1">
      {options.map((option) => {
        const isSelected = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={isSelected}
            onClick={() => onChange(option.value)}
            className={cn(
              'inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full px-5 text-sm font-medium transition-colors',
              isSelected
                ? 'bg-background text-foreground shadow-sm'
                : 'text-secondary-foreground hover:text-foreground',
            )}
          >
            {option.label}
            {option.value === 'annual' && (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                Save {PLAN.annualDiscountPercent}%
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
