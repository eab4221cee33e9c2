import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { getApiFieldErrors } from '#client/lib/api-error-messages.ts';

/** Puts a 400 reply's field errors on the form's own fields; other fields' errors are ignored. */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  const fieldErrors = getApiFieldErrors(error);
  for (const field of fields) {
    const message = fieldErrors[field];
    if (message) setError(field, { message });
  }
}
