/** Spec §2's loading bar: a fixed value (75 % while generating, 45 % otherwise), not a measured one. */
export function LoadingBar({ value, label }: { value: number; label: string }) {
  return (
    <div className="grid gap-2">
      <p className="text-muted-foreground text-sm" aria-hidden="true">
        {label}
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="bg-muted h-2 w-full overflow-hidden rounded-full"
      >
        <div className="bg-primary h-full rounded-full transition-[width]" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
