export function ShareExportTab(_props: { month: Date; timeZone: string }) {
  return <p className="text-muted-foreground text-sm">Calendar sharing arrives in a coming release.</p>;
}
