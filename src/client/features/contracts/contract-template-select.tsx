import { useId } from 'react';
import type { ContractTemplate } from '#shared/contracts/contract-templates.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select.tsx';
import type { useContractTemplates } from '#client/features/contract-templates/index.ts';
import { FormNotice } from './form-notice.tsx';

export const NO_TEMPLATES = 'No templates available. Create templates in Settings or use custom contract option.';

/** The template a contract starts from; choosing one hands it to `onChoose` to pre-fill the form. */
export function ContractTemplateSelect({
  query,
  value,
  error,
  onChoose,
}: {
  query: ReturnType<typeof useContractTemplates>;
  value: number | null | undefined;
  error?: string;
  onChoose: (template: ContractTemplate) => void;
}) {
  const id = useId();
  const templates = query.data;

  if (query.isError) {
    return (
      <FormNotice
        action={
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => void query.refetch()}
          >
            Retry
          </Button>
        }
      >
        Templates could not be loaded.
      </FormNotice>
    );
  }
  if (templates?.length === 0) return <FormNotice>{NO_TEMPLATES}</FormNotice>;
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>Template</Label>
      <Select
        value={value == null ? '' : String(value)}
        onValueChange={(chosen) => {
          const template = templates?.find((candidate) => String(candidate.id) === chosen);
          if (template) onChoose(template);
        }}
        disabled={!templates}
      >
        <SelectTrigger
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <SelectValue placeholder={templates ? 'Choose a template' : 'Loading templates...'} />
        </SelectTrigger>
        <SelectContent className="max-h-72">
          {templates?.map((template) => (
            <SelectItem key={template.id} value={String(template.id)}>
              {template.isDefault ? `${template.name} (default)` : template.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {error && (
        <p id={`${id}-error`} className="text-destructive text-sm font-medium">
          {error}
        </p>
      )}
    </div>
  );
}
