import { DeleteRecordButton } from '#client/components/delete-record-button.tsx';
import { useDeleteLead } from './api.ts';

/** Delete after a confirmation; the sheet closes once the lead is gone. */
export function DeleteLeadButton({ leadId, onDeleted }: { leadId: number; onDeleted: () => void }) {
  const deleteMutation = useDeleteLead();
  return (
    <DeleteRecordButton
      remove={() => deleteMutation.mutateAsync(leadId)}
      isBusy={deleteMutation.isPending}
      label="Delete Lead"
      title="Delete lead?"
      description="Are you sure you want to delete this lead? This action cannot be undone."
      deleted={{ title: 'Lead deleted', description: 'Lead has been deleted successfully.' }}
      failure="Failed to delete lead"
      onDeleted={onDeleted}
    />
  );
}
