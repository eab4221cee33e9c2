import type { UseFormRegisterReturn } from 'react-hook-form';
import { MIN_PASSWORD_LENGTH } from '#shared/auth/auth.schemas.ts';
import { TextField } from '#client/components/ui/text-field.tsx';

interface PasswordInput {
  label: string;
  /** The rule in the page's language; English unless given. */
  hint?: string;
  error: string | undefined;
  field: UseFormRegisterReturn;
}

/**
 * A password being chosen and its confirmation, as sign-up, a claimed or reset account and the
 * Profile page ask for them: the same rule shown, and marked for password managers as new.
 */
export function NewPasswordFields({ password, confirm }: { password: PasswordInput; confirm: PasswordInput }) {
  return (
    <>
      <TextField
        label={password.label}
        type="password"
        autoComplete="new-password"
        required
        hint={password.hint ?? `At least ${MIN_PASSWORD_LENGTH} characters.`}
        error={password.error}
        {...password.field}
      />
      <TextField
        label={confirm.label}
        type="password"
        autoComplete="new-password"
        required
        error={confirm.error}
        {...confirm.field}
      />
    </>
  );
}
