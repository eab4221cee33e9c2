import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  settingsSchema,
  updateSettingsResponseSchema,
  updateSettingsSchema,
} from '#shared/settings/settings.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { requireStaff } from '../../http/access.ts';
import { getSettings, updateSettings } from './settings.service.ts';

const tags = ['settings'];

export function settingsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/settings',
      { config: { access: 'settings:read' }, schema: { tags, response: { 200: settingsSchema } } },
      async (request) => getSettings(deps, requireStaff(request)),
    );
    app.put(
      '/api/settings',
      {
        config: { access: 'settings:write' },
        schema: { tags, body: updateSettingsSchema, response: { 200: updateSettingsResponseSchema } },
      },
      async (request) => updateSettings(deps, requireStaff(request), request.body),
    );
  };
}
