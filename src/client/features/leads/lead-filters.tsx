import { Search } from 'lucide-react';
import { useId } from 'react';
import { leadStatuses, leadStatusLabels, type LeadStatus } from '#shared/leads/lead-status.ts';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select.tsx';

const ALL = 'all';

/** Spec §2: a search box (name or e-mail, searched by the server) and a status dropdown. */
export function LeadFilters({
  search,
  onSearchChange,
  status,
  onStatusChange,
}: {
  search: string;
  onSearchChange: (search: string) => void;
  status: LeadStatus | null;
  onStatusChange: (status: LeadStatus | null) => void;
}) {
  const searchId = useId();
  const statusId = useId();
  return (
    <div role="search" className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_13rem] sm:items-end">
      <div className="grid gap-2">
        <Label htmlFor={searchId}>Search leads</Label>
        <div className="relative">
          <Search
            className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            placeholder="Name or email"
            autoComplete="off"
            maxLength={200}
            className="pl-9"
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={statusId}>Status</Label>
        <Select
          value={status ?? ALL}
          onValueChange={(value) => onStatusChange(value === ALL ? null : (value as LeadStatus))}
        >
          <SelectTrigger id={statusId}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All statuses</SelectItem>
            {leadStatuses.map((value) => (
              <SelectItem key={value} value={value}>
                {leadStatusLabels[value]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
