import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { StaffRole } from '#shared/auth/roles.ts';
import { createInvitationSchema, type CreateInvitationInput, type Invitation } from '#shared/team/team.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { applyFieldErrors } from '#client/lib/apply-field-errors.ts';
import { formatVenueSentDay } from '#client/lib/venue-date-format.ts';
import { useAuth } from '#client/features/auth/index.ts';
import { teamKeys, useCreateInvitation } from './api.ts';
import { InviteLink } from './invite-link.tsx';
import { RoleSelect } from './role-select.tsx';

const formFields = ['email', 'role'] as const;

/** Coordinators are the usual invite; an owner may pick Manager too. */
function getDefaultRole(roles: readonly StaffRole[]): CreateInvitationInput['role'] {
  return roles.includes('coordinator') ? 'coordinator' : 'manager';
}

/** The open invitation to `email` that a new one replaces, if the Team tab's list holds one. */
function findOpenInvitation(invitations: Invitation[] | undefined, email: string, now = Date.now()) {
  const address = email.trim().toLowerCase();
  return invitations?.find(
    (invitation) => invitation.email.toLowerCase() === address && Date.parse(invitation.expiresAt) > now,
  );
}

/** The invite form; `roles` are those the current user may hand out (getInvitableRoles). */
export function InviteMemberForm({ roles }: { roles: readonly StaffRole[] }) {
  const roleId = useId();
  const [sent, setSent] = useState<{ email: string; url: string; replaced: string | null } | null>(null);
  const createMutation = useCreateInvitation();
  const queryClient = useQueryClient();
  const timeZone = useAuth().user?.venueTimeZone ?? undefined;
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(createInvitationSchema),
    defaultValues: { email: '', role: getDefaultRole(roles) },
  });

  const onSubmit = handleSubmit((values) => {
    // Read before sending: the server revokes the earlier link, and the list then refetches without it.
    const previous = findOpenInvitation(queryClient.getQueryData<Invitation[]>(teamKeys.invitations), values.email);
    createMutation.mutate(values, {
      onSuccess: ({ inviteUrl, invitation }) => {
        const replaced = previous
          ? `A new link replaces the one sent on ${formatVenueSentDay(previous.createdAt, timeZone)}.`
          : null;
        toast({
          title: 'Invitation sent',
          description: [`We e-mailed an invitation to ${invitation.email}.`, replaced].filter(Boolean).join(' '),
        });
        setSent({ email: invitation.email, url: inviteUrl, replaced });
        reset({ email: '', role: values.role });
      },
      onError: (error) => {
        applyFieldErrors(error, formFields, setError);
        toastApiError(error, 'Failed to send invitation', 'Invitation not sent');
      },
    });
  });

  const isBusy = createMutation.isPending;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Invite a team member</h2>
        </CardTitle>
        <CardDescription>They get an e-mail with a link to join your venue.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <form
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          className="grid items-start gap-4 sm:grid-cols-[1fr_12rem_auto]"
        >
          <TextField
            label="Email"
            type="email"
            autoComplete="off"
            placeholder="colleague@example.com"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <div className="grid gap-2">
                <Label htmlFor={roleId}>Role</Label>
                <RoleSelect
                  id={roleId}
                  value={field.value}
                  roles={roles}
                  onChange={field.onChange}
                  triggerRef={field.ref}
                  aria-invalid={errors.role ? true : undefined}
                  aria-describedby={errors.role ? `${roleId}-error` : undefined}
                />
                {errors.role?.message && (
                  <p id={`${roleId}-error`} className="text-destructive text-sm font-medium">
                    {errors.role.message}
                  </p>
                )}
              </div>
            )}
          />
          <Button type="submit" className="sm:mt-5.5" disabled={isBusy} aria-busy={isBusy}>
            <Send aria-hidden="true" />
            {isBusy ? 'Sending...' : 'Send invitation'}
          </Button>
        </form>
        {sent?.replaced && (
          <p className="text-muted-foreground text-sm" data-testid="replaced-invitation">
            {sent.replaced} The earlier link no longer works.
          </p>
        )}
        {sent && <InviteLink email={sent.email} url={sent.url} />}
      </CardContent>
    </Card>
  );
}
