/** A field's validation message, referenced by the field's aria-describedby. */
export function FieldMessage({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-destructive text-sm font-medium">
      {message}
    </p>
  );
}
