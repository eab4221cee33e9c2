import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  aiSuggestionsSchema,
  optimizationAnalysisSchema,
  optimizationSuggestionSchema,
  suggestionMarkSchema,
} from '#shared/optimization/optimization.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { requireStaff } from '../../http/access.ts';
import { getAiSuggestions } from './ai-suggestions.service.ts';
import { generateAnalysis, getLatestAnalysis, markSuggestion } from './optimization.service.ts';

const tags = ['optimization'];
const suggestionParamsSchema = z.object({ id: z.uuid('Suggestion not found') });

/** The AI Optimization page's calls (spec §2, §3 AI analysis, §7). */
export function optimizationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/optimization/generate',
      { config: { access: 'optimization:generate' }, schema: { tags, response: { 200: optimizationAnalysisSchema } } },
      async (request) => generateAnalysis(deps, requireStaff(request).venueId),
    );
    app.get(
      '/api/optimization/analysis',
      { config: { access: 'optimization:read' }, schema: { tags, response: { 200: optimizationAnalysisSchema } } },
      async (request) => getLatestAnalysis(deps, requireStaff(request)),
    );
    app.patch(
      '/api/optimization/suggestions/:id',
      {
        config: { access: 'optimization:mark' },
        schema: {
          tags,
          params: suggestionParamsSchema,
          body: suggestionMarkSchema,
          response: { 200: optimizationSuggestionSchema },
        },
      },
      async (request) => markSuggestion(deps, requireStaff(request), request.params.id, request.body),
    );
    app.get(
      '/api/ai/optimization-suggestions',
      { config: { access: 'optimization:read' }, schema: { tags, response: { 200: aiSuggestionsSchema } } },
      async (request) => getAiSuggestions(deps, requireStaff(request)),
    );
  };
}
