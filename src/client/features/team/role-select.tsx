import type { Ref } from 'react';
import { roleLabels, type StaffRole } from '#shared/auth/roles.ts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select.tsx';

/** A select over staff roles, shown with their labels (Owner, Manager, Coordinator). */
export function RoleSelect({
  id,
  value,
  roles,
  onChange,
  disabled,
  triggerRef,
  className,
  ...aria
}: {
  id?: string;
  value: string;
  roles: readonly StaffRole[];
  onChange: (role: StaffRole) => void;
  disabled?: boolean;
  triggerRef?: Ref<HTMLButtonElement>;
  className?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  return (
    <Select value={value} onValueChange={(role) => onChange(role as StaffRole)} disabled={disabled}>
      <SelectTrigger id={id} ref={triggerRef} className={className} {...aria}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {roles.map((role) => (
          <SelectItem key={role} value={role}>
            {roleLabels[role]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
