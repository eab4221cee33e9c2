import { ImageIcon, Trash2 } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { MAX_LOGO_BYTES } from '#shared/settings/settings.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { FieldMessage } from './field-message.tsx';
import type { SettingsFormValues } from './settings-form-schema.ts';

/** The image types the server takes (settings.schemas.ts), with the schema's own messages. */
const logoTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'];

export function getLogoFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!logoTypes.includes(file.type)) return 'The logo must be a PNG, JPEG, GIF, WebP or SVG image';
  if (file.size > MAX_LOGO_BYTES) return 'The logo must be smaller than 200 KB';
  return null;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The venue logo, kept inline as a data URL (the server stores it so), with preview and Remove. */
export function LogoField({ readOnly }: { readOnly: boolean }) {
  const id = useId();
  const { control, setError, clearErrors } = useFormContext<SettingsFormValues>();
  const { field, fieldState } = useController({ control, name: 'venue.logo' });
  const logo = typeof field.value === 'string' ? field.value : '';
  const error = fieldState.error?.message;

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so choosing the same file again after Remove still fires a change.
    input.value = '';
    if (!file) return;
    const problem = getLogoFileError(file);
    if (problem) {
      setError('venue.logo', { type: 'file', message: problem });
      return;
    }
    try {
      field.onChange(await readAsDataUrl(file));
      clearErrors('venue.logo');
    } catch {
      setError('venue.logo', { type: 'file', message: 'The file could not be read. Please try another one.' });
    }
  }

  return (
    <div className="grid gap-4">
      <div className="bg-muted/60 flex h-32 items-center justify-center rounded-lg border border-dashed p-4">
        {logo ? (
          <img src={logo} alt="Venue logo preview" className="max-h-full max-w-full object-contain" />
        ) : (
          <p className="text-muted-foreground flex flex-col items-center gap-2 text-sm">
            <ImageIcon className="size-6" aria-hidden="true" />
            No logo yet
          </p>
        )}
      </div>
      {!readOnly && (
        <div className="grid gap-2">
          <Label htmlFor={id}>Upload logo</Label>
          <input
            id={id}
            type="file"
            accept={logoTypes.join(',')}
            onChange={(event) => void chooseFile(event)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            className="text-muted-foreground file:border-input file:bg-background file:text-foreground hover:file:bg-accent block w-full cursor-pointer text-sm file:mr-3 file:h-9 file:cursor-pointer file:rounded-md file:border file:px-3 file:text-sm file:font-medium"
          />
          <p id={`${id}-hint`} className="text-muted-foreground text-xs">
            PNG, JPEG, GIF, WebP or SVG, up to 200 KB.
          </p>
          <FieldMessage id={`${id}-error`} message={error} />
          {logo && (
            <Button type="button" variant="outline" className="justify-self-start" onClick={() => field.onChange('')}>
              <Trash2 aria-hidden="true" />
              Remove logo
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
