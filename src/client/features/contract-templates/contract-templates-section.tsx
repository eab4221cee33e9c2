import { Plus } from 'lucide-react';
import { useState } from 'react';
import { can } from '#shared/auth/permissions.ts';
import type { ContractTemplate } from '#shared/contracts/contract-templates.schemas.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { QueryError } from '#client/components/query-error.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useAuth } from '#client/features/auth/index.ts';
import { useContractTemplates } from './api.ts';
import { TemplateDialog } from './template-dialog.tsx';
import { TemplateRow } from './template-row.tsx';

type DialogState = { template: ContractTemplate | null } | null;

function LoadingRows() {
  return (
    <div role="status" className="divide-y rounded-lg border">
      <span className="sr-only">Loading templates</span>
      {[0, 1].map((index) => (
        <div key={index} aria-hidden="true" className="grid gap-2 px-4 py-4">
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-3 w-1/4" />
        </div>
      ))}
    </div>
  );
}

/**
 * Settings → Contract Templates: the venue's templates, added and edited in a dialog
 * and saved on their own (not by the settings Save). Coordinators read them only (the settings
 * page says so above its tabs). Each template has a version in the venue's other languages,
 * flagged Missing until written (decision 074).
 */
export function ContractTemplatesSection({ clientLanguage }: { clientLanguage: Language }) {
  const { user } = useAuth();
  const canWrite = can(user?.role, 'contract-templates:write');
  const templatesQuery = useContractTemplates();
  const [dialog, setDialog] = useState<DialogState>(null);
  const templates = templatesQuery.data;

  let body;
  if (templatesQuery.isError) {
    body = (
      <QueryError
        title="Templates could not be loaded"
        error={templatesQuery.error}
        onRetry={() => void templatesQuery.refetch()}
        isRetrying={templatesQuery.isFetching}
      />
    );
  } else if (!templates) {
    body = <LoadingRows />;
  } else if (templates.length === 0) {
    body = (
      <p className="text-muted-foreground rounded-lg border border-dashed px-4 py-10 text-center text-sm">
        No templates yet. {canWrite ? 'Add one to start contracts from it.' : ''}
      </p>
    );
  } else {
    body = (
      <ul aria-label="Contract templates" className="divide-y rounded-lg border">
        {templates.map((template) => (
          <TemplateRow
            key={template.id}
            template={template}
            canWrite={canWrite}
            timeZone={user?.venueTimeZone}
            clientLanguage={clientLanguage}
            onOpen={(opened) => setDialog({ template: opened })}
          />
        ))}
      </ul>
    );
  }

  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle>
            <h2>Contract Templates</h2>
          </CardTitle>
          <CardDescription>Reusable contract texts. New contracts start from the default template.</CardDescription>
        </div>
        {canWrite && (
          <Button onClick={() => setDialog({ template: null })} className="self-start">
            <Plus aria-hidden="true" />
            Add Template
          </Button>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">{body}</CardContent>
      <TemplateDialog
        open={dialog !== null}
        template={dialog?.template ?? null}
        clientLanguage={clientLanguage}
        readOnly={!canWrite}
        onClose={() => setDialog(null)}
      />
    </Card>
  );
}
