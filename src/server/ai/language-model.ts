import OpenAI from 'openai';
import type { LanguageModelConfig } from '../config.ts';

/** How long a venue waits for the model before it is told it failed (the spec's error). */
export const LANGUAGE_MODEL_TIMEOUT_MS = 30_000;

/** The model could not give an answer: unreachable, refused, timed out, or not JSON. */
export class LanguageModelError extends Error {
  override name = 'LanguageModelError';
}

export interface LanguageModel {
  /** What the UI names as the writer of an analysis or a draft: the model's name. */
  readonly model: string;
  /**
   * One Chat Completions request asking for a JSON object; answers the parsed object, which the
   * caller validates against its own schema. Never retried: each call costs the venue money.
   */
  completeJson(request: { system: string; user: string }): Promise<unknown>;
}

const clients = new WeakMap<LanguageModelConfig, LanguageModel>();

/** One client per configuration (OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL), or null without a key. */
export function getLanguageModel(config: LanguageModelConfig | null): LanguageModel | null {
  if (!config) return null;
  let model = clients.get(config);
  if (!model) {
    model = createLanguageModel(config);
    clients.set(config, model);
  }
  return model;
}

function createLanguageModel(config: LanguageModelConfig): LanguageModel {
  const openai = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseUrl,
    timeout: config.timeoutMs ?? LANGUAGE_MODEL_TIMEOUT_MS,
    maxRetries: 0,
  });
  return {
    model: config.model,
    async completeJson({ system, user }) {
      let content: string | null | undefined;
      try {
        const completion = await openai.chat.completions.create({
          model: config.model,
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: user },
          ],
        });
        content = completion.choices[0]?.message.content;
      } catch (error) {
        throw new LanguageModelError(`The language model failed: ${(error as Error).message}`, { cause: error });
      }
      if (!content) throw new LanguageModelError('The language model answered nothing');
      try {
        return JSON.parse(content) as unknown;
      } catch {
        throw new LanguageModelError('The language model answered something other than JSON');
      }
    },
  };
}
