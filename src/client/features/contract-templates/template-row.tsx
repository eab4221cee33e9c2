import { Eye, Pencil, Star } from 'lucide-react';
import type { ContractTemplate } from '#shared/contracts/contract-templates.schemas.ts';
import { languageNamesInEnglish, type Language } from '#shared/i18n/languages.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { formatVenueDay } from '#client/lib/venue-date-format.ts';
import { useUpdateContractTemplate } from './api.ts';
import { DeleteTemplateButton } from './delete-template-button.tsx';
import { getVersionLanguages } from './template-dialog.tsx';

function SetDefaultButton({ template }: { template: ContractTemplate }) {
  const updateMutation = useUpdateContractTemplate({
    onSuccess: () =>
      toast({ title: 'Default template changed', description: `New contracts start from ${template.name}.` }),
    onError: (error) => toastApiError(error, 'Please try again.', 'Failed to change the default template'),
  });
  function setDefault() {
    updateMutation.mutate({ id: template.id, isDefault: true });
  }
  const isBusy = updateMutation.isPending;
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={setDefault}
      disabled={isBusy}
      aria-busy={isBusy}
      aria-label={`Set ${template.name} as default`}
    >
      <Star aria-hidden="true" />
      {isBusy ? 'Saving...' : 'Set as default'}
    </Button>
  );
}

/** A template: its name, whether new contracts start from it, when it was made, and its actions. */
export function TemplateRow({
  template,
  canWrite,
  timeZone,
  clientLanguage,
  onOpen,
}: {
  template: ContractTemplate;
  canWrite: boolean;
  timeZone: string | null | undefined;
  clientLanguage: Language;
  onOpen: (template: ContractTemplate) => void;
}) {
  const versionLanguages = getVersionLanguages(clientLanguage);
  const missing = versionLanguages.filter((language) => !template.translations[language]?.content);
  // A version written without its name: its couples read the Template Name as written (session 31).
  const unnamed = versionLanguages.filter(
    (language) => template.translations[language]?.content && !template.translations[language]?.name,
  );
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium break-words">{template.name}</p>
          {template.isDefault && <Badge variant="success">Default</Badge>}
        </div>
        <p className="text-muted-foreground text-sm">Created {formatVenueDay(template.createdAt, timeZone)}</p>
        {missing.map((language) => (
          <p key={language} className="mt-1 flex items-center gap-2 text-sm">
            {languageNamesInEnglish[language]} version
            <Badge variant="outline">Missing</Badge>
          </p>
        ))}
        {unnamed.map((language) => (
          <p key={language} className="mt-1 flex items-center gap-2 text-sm">
            {languageNamesInEnglish[language]} name
            <Badge variant="outline">Missing</Badge>
          </p>
        ))}
      </div>
      <div className="-ml-3 flex flex-wrap items-center gap-1 sm:ml-0 sm:justify-end">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onOpen(template)}
          aria-label={`${canWrite ? 'Edit' : 'View'} ${template.name}`}
        >
          {canWrite ? <Pencil aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {canWrite ? 'Edit' : 'View'}
        </Button>
        {canWrite && !template.isDefault && <SetDefaultButton template={template} />}
        {canWrite && <DeleteTemplateButton template={template} />}
      </div>
    </li>
  );
}
