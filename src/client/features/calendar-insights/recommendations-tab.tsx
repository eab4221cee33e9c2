export function RecommendationsTab(_props: {
  timeZone: string;
  today: Date;
  onPickDate: (dayKey: string) => void;
  onPickEventType: (eventType: string) => void;
}) {
  return <p className="text-muted-foreground text-sm">Event recommendations arrive in a coming release.</p>;
}
