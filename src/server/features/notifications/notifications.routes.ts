import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailPreferencesSchema,
  notificationListQuerySchema,
  notificationListSchema,
  readAllResultSchema,
} from '#shared/notifications/notifications.schemas.ts';
import { idParamsSchema } from '#shared/outbox/outbox.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireViewer } from '../../http/access.ts';
import type { NotificationHub } from './notification-hub.ts';
import { openNotificationStream, type StreamTimings } from './notification-stream.ts';
import {
  getEmailPreferences,
  listNotifications,
  readAllNotifications,
  readNotification,
  saveEmailPreferences,
} from './notifications.service.ts';

const tags = ['notifications'];
// Staff read their venue's; a client reads their own (the service scopes by the viewer).
const read = { access: 'notifications:read', clients: 'own' } as const;

export function notificationRoutes(deps: AppDeps, hub: NotificationHub, timings: StreamTimings): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/notifications',
      {
        config: read,
        schema: { tags, querystring: notificationListQuerySchema, response: { 200: notificationListSchema } },
      },
      async (request) => listNotifications(deps, requireViewer(request), request.query),
    );
    app.post(
      '/api/notifications/:id/read',
      { config: read, schema: { tags, params: idParamsSchema, response: { 200: readAllResultSchema } } },
      async (request) => readNotification(deps, requireViewer(request), request.params.id),
    );
    app.post(
      '/api/notifications/read-all',
      { config: read, schema: { tags, response: { 200: readAllResultSchema } } },
      async (request) => readAllNotifications(deps, requireViewer(request)),
    );
    // Server-Sent Events: one `notification` event per committed notice of the reader's.
    app.get('/api/notifications/stream', { config: read, schema: { tags } }, async (request, reply) =>
      openNotificationStream(deps, hub, timings, requireViewer(request), reply),
    );
    app.get(
      '/api/user/notification-preferences',
      { config: { access: 'signed-in' }, schema: { tags, response: { 200: emailPreferencesSchema } } },
      async (request) => getEmailPreferences(deps, requireActor(request)),
    );
    app.put(
      '/api/user/notification-preferences',
      {
        config: { access: 'signed-in' },
        schema: { tags, body: emailPreferencesSchema, response: { 200: emailPreferencesSchema } },
      },
      async (request) => saveEmailPreferences(deps, requireActor(request), request.body),
    );
  };
}
