import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '#shared/auth/roles.ts';
import type {
  AcceptInvitationInput,
  CreateInvitationInput,
  Invitation,
  InvitationPreview,
  TeamMember,
} from '#shared/team/team.schemas.ts';
import type { LoginResponse } from '#shared/auth/auth.schemas.ts';
import { useAuth } from '#client/features/auth/index.ts';
import { apiJson, apiRequest } from '#client/lib/api-client.ts';

/** `all` is a prefix of `invitations`, so invalidating it refetches members and invitations. */
export const teamKeys = {
  all: ['/api/team'] as const,
  invitations: ['/api/team', 'invitations'] as const,
  invitation: (token: string) => ['/api/invitations', token] as const,
};

export interface CreateInvitationResponse {
  inviteUrl: string;
  invitation: Invitation;
}

export function teamMembersQueryOptions() {
  return queryOptions({
    queryKey: teamKeys.all,
    queryFn: ({ signal }) => apiJson<TeamMember[]>('GET', '/api/team', undefined, { signal }),
  });
}

export function invitationsQueryOptions() {
  return queryOptions({
    queryKey: teamKeys.invitations,
    queryFn: ({ signal }) => apiJson<Invitation[]>('GET', '/api/team/invitations', undefined, { signal }),
  });
}

export function useTeamMembers() {
  return useQuery(teamMembersQueryOptions());
}

export function useInvitations() {
  return useQuery(invitationsQueryOptions());
}

export function createInvitation(input: CreateInvitationInput): Promise<CreateInvitationResponse> {
  return apiJson<CreateInvitationResponse>('POST', '/api/team/invitations', input);
}

export async function revokeInvitation(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/team/invitations/${id}`);
}

export function updateMemberRole({ userId, role }: { userId: number; role: StaffRole }): Promise<TeamMember> {
  return apiJson<TeamMember>('PATCH', `/api/team/${userId}`, { role });
}

export async function removeMember(userId: number): Promise<void> {
  await apiRequest('DELETE', `/api/team/${userId}`);
}

function useTeamMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }) });
}

export function useCreateInvitation() {
  return useTeamMutation(createInvitation);
}

export function useRevokeInvitation() {
  return useTeamMutation(revokeInvitation);
}

export function useUpdateMemberRole() {
  return useTeamMutation(updateMemberRole);
}

export function useRemoveMember() {
  return useTeamMutation(removeMember);
}

/** The public preview of an invitation; a 404 means it was used, revoked or has expired. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: teamKeys.invitation(token),
    queryFn: ({ signal }) =>
      apiJson<InvitationPreview>('GET', `/api/invitations/${encodeURIComponent(token)}`, undefined, {
        signal,
        endSessionOn401: false,
      }),
    retry: false,
  });
}

export function acceptInvitation(token: string, input: AcceptInvitationInput): Promise<LoginResponse> {
  // A wrong password for an existing account answers 401; that must not end a session held in another tab.
  return apiJson<LoginResponse>('POST', `/api/invitations/${encodeURIComponent(token)}/accept`, input, {
    endSessionOn401: false,
  });
}

/**
 * Accepting signs the person in, exactly as login does: `startSession` forgets every read cached
 * for whoever was signed in before. The preview is put back, or the page would read it again
 * (now 404) before it moves on.
 */
export function useAcceptInvitation(token: string) {
  const { startSession } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AcceptInvitationInput) => acceptInvitation(token, input),
    onSuccess: ({ token: sessionToken, user }) => {
      const preview = queryClient.getQueryData<InvitationPreview>(teamKeys.invitation(token));
      startSession(sessionToken, user);
      if (preview) queryClient.setQueryData(teamKeys.invitation(token), preview);
    },
  });
}
