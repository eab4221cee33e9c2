export function HeatMapTab(_props: { month: Date; timeZone: string }) {
  return <p className="text-muted-foreground text-sm">The heat map arrives in a coming release.</p>;
}
