import { contractStatusLabels, type ContractStatus } from '#shared/contracts/contract-status.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/utils.ts';

// Text shades keep 4.5:1 contrast on their tint.
const statusClasses: Record<ContractStatus, string> = {
  draft: 'border-gray-200 bg-gray-100 text-gray-800',
  sent: 'border-blue-200 bg-blue-100 text-blue-900',
  viewed: 'border-amber-200 bg-amber-100 text-amber-900',
  signed: 'border-green-300 bg-green-100 text-green-900',
  completed: 'border-emerald-200 bg-emerald-100 text-emerald-900',
};

/** `label`: the status in the page's language (the client portal's); the staff label otherwise. */
export function ContractStatusBadge({
  status,
  label,
  className,
}: {
  status: ContractStatus;
  label?: string;
  className?: string;
}) {
  return (
    <Badge variant="outline" data-testid="contract-status" className={cn(statusClasses[status], className)}>
      {label ?? contractStatusLabels[status]}
    </Badge>
  );
}

/** Beside "Signed" once the venue has countersigned too (decision 041). */
export function CountersignedBadge({ className }: { className?: string }) {
  return (
    <Badge variant="outline" className={cn('border-green-300 bg-white text-green-900', className)}>
      Countersigned
    </Badge>
  );
}
