import { Info } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { eventTypeDescriptions, eventTypes } from '#shared/bookings/event-types.ts';
import { Label } from '#client/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from '#client/components/ui/tooltip.tsx';
import {
  getExtraEventTypes,
  useVenueEventTypes,
  VENUE_EVENT_TYPE_DESCRIPTION,
} from '#client/features/settings/index.ts';

function getEventTypeDescription(type: string): string {
  return (eventTypeDescriptions as Record<string, string>)[type] ?? 'A custom event type.';
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-destructive text-sm font-medium">
      {message}
    </p>
  );
}

/** A labelled select whose options are label/value pairs; used for the event type and status. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  error,
  description,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  description?: (value: string) => string;
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = typeof field.value === 'string' ? field.value : '';
        const known = options.some((option) => option.value === value);
        const allOptions = known || !value ? options : [{ value, label: value }, ...options];
        const text = description?.(value);
        return (
          <div className="grid gap-2">
            <div className="flex h-3.5 items-center gap-1.5">
              <Label htmlFor={id}>{label}</Label>
              {text && (
                <Tooltip>
                  <TooltipTrigger
                    type="button"
                    aria-label={`About ${value}`}
                    className="text-muted-foreground hover:text-foreground focus-visible:ring-ring -m-1.5 rounded-full p-1.5 focus-visible:ring-2 focus-visible:outline-none"
                  >
                    <Info className="size-3.5" aria-hidden="true" />
                  </TooltipTrigger>
                  <TooltipContent className="max-w-64">{text}</TooltipContent>
                </Tooltip>
              )}
            </div>
            <Select value={value} onValueChange={field.onChange} name={field.name}>
              <SelectTrigger
                id={id}
                ref={field.ref}
                onBlur={field.onBlur}
                aria-invalid={error ? true : undefined}
                aria-describedby={[text ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined}
              >
                <SelectValue />
              </SelectTrigger>
              <SelectContent className="max-h-72">
                {allOptions.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {text && (
              <p id={`${id}-hint`} className="text-muted-foreground text-xs italic">
                {text}
              </p>
            )}
            <FieldError id={`${id}-error`} message={error} />
          </div>
        );
      }}
    />
  );
}

/**
 * The 22 event types, then the venue's own (Settings → Event Types) that are not among them; the
 * chosen one's description shows in a tooltip and in italics below. A booking whose type is in
 * neither list still shows it (SelectField adds the current value).
 */
export function EventTypeField<T extends FieldValues>(props: { control: Control<T>; name: Path<T>; error?: string }) {
  const venueTypes = useVenueEventTypes();
  const extraTypes = useMemo(() => getExtraEventTypes(eventTypes, venueTypes), [venueTypes]);
  const options = useMemo(
    () => [...eventTypes, ...extraTypes].map((type) => ({ value: type, label: type })),
    [extraTypes],
  );
  const describe = (type: string) =>
    extraTypes.includes(type) ? VENUE_EVENT_TYPE_DESCRIPTION : getEventTypeDescription(type);
  return <SelectField {...props} label="Event Type" options={options} description={describe} />;
}
