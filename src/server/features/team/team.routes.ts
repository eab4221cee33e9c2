import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '#shared/outbox/outbox.schemas.ts';
import {
  acceptInvitationResponseSchema,
  acceptInvitationSchema,
  clientInvitationResponseSchema,
  createInvitationResponseSchema,
  createInvitationSchema,
  invitationPreviewSchema,
  invitationSchema,
  invitationTokenParamsSchema,
  teamMemberSchema,
  updateMemberRoleSchema,
  userIdParamsSchema,
} from '#shared/team/team.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { requireStaff } from '../../http/access.ts';
import {
  acceptInvitation,
  createInvitation,
  getInvitationPreview,
  listInvitations,
  revokeInvitation,
} from './invitations.service.ts';
import { clientAccessRoutes } from './client-access.routes.ts';
import { inviteBookingClient } from './client-invitations.service.ts';
import { listTeamMembers, removeMember, updateMemberRole } from './team.service.ts';

const tags = ['team'];
const read = { access: 'team:read' } as const;
const invite = { access: 'team:invite' } as const;
const manage = { access: 'team:manage' } as const;
/** The invitation link is public: limited per address like sign-up, against token guessing. */
const publicInvitation = { access: 'public', rateLimit: { max: 20, timeWindow: '1 hour' } } as const;

export function teamRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/team',
      { config: read, schema: { tags, response: { 200: z.array(teamMemberSchema) } } },
      async (request) => listTeamMembers(deps, requireStaff(request)),
    );
    app.patch(
      '/api/team/:userId',
      {
        config: manage,
        schema: { tags, params: userIdParamsSchema, body: updateMemberRoleSchema, response: { 200: teamMemberSchema } },
      },
      async (request) => updateMemberRole(deps, requireStaff(request), request.params.userId, request.body),
    );
    app.delete(
      '/api/team/:userId',
      { config: manage, schema: { tags, params: userIdParamsSchema } },
      async (request, reply) => {
        await removeMember(deps, requireStaff(request), request.params.userId);
        return reply.status(204).send();
      },
    );
    app.get(
      '/api/team/invitations',
      { config: read, schema: { tags, response: { 200: z.array(invitationSchema) } } },
      async (request) => listInvitations(deps, requireStaff(request)),
    );
    app.post(
      '/api/team/invitations',
      {
        config: invite,
        schema: { tags, body: createInvitationSchema, response: { 201: createInvitationResponseSchema } },
      },
      async (request, reply) =>
        reply.status(201).send(await createInvitation(deps, requireStaff(request), request.body)),
    );
    app.delete(
      '/api/team/invitations/:id',
      { config: invite, schema: { tags, params: idParamsSchema } },
      async (request, reply) => {
        await revokeInvitation(deps, requireStaff(request), request.params.id);
        return reply.status(204).send();
      },
    );
    app.get(
      '/api/invitations/:token',
      {
        config: publicInvitation,
        schema: { tags, params: invitationTokenParamsSchema, response: { 200: invitationPreviewSchema } },
      },
      async (request) => getInvitationPreview(deps, request.params.token),
    );
    app.post(
      '/api/bookings/:id/invite-client',
      {
        config: { access: 'bookings:write' },
        schema: { tags, params: idParamsSchema, response: { 200: clientInvitationResponseSchema } },
      },
      async (request) => inviteBookingClient(deps, requireStaff(request), request.params.id),
    );
    app.post(
      '/api/invitations/:token/accept',
      {
        config: publicInvitation,
        schema: {
          tags,
          params: invitationTokenParamsSchema,
          body: acceptInvitationSchema,
          response: { 201: acceptInvitationResponseSchema },
        },
      },
      async (request, reply) => {
        const meta = { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
        const session = await acceptInvitation(deps, request.params.token, request.body, meta);
        return reply.status(201).send(session);
      },
    );
    await app.register(clientAccessRoutes(deps));
  };
}
