import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

/** One Chat Completions request the stand-in received, as the model server would see it. */
export interface ModelRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    response_format?: { type: string };
    messages: { role: string; content: string }[];
    [key: string]: unknown;
  };
}

/**
 * How the stand-in answers the next requests:
 * - `json`: well, with the object the function returns for the request (serialised as the
 *   message's content, as a model in JSON mode answers);
 * - `prose`: a sentence instead of JSON;
 * - `slow`: well, but only after `delayMs` (beyond the client's timeout in the tests);
 * - `error`: HTTP 500 with OpenAI's error body.
 */
export type ModelScenario =
  | { kind: 'json'; answer: (request: ModelRequest) => unknown }
  | { kind: 'prose'; text?: string }
  | { kind: 'slow'; delayMs: number; answer: unknown }
  | { kind: 'error' };

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** OpenAI's chat.completion object around one message. */
function completion(model: string, content: string) {
  return {
    id: `chatcmpl-standin-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      { index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

/**
 * A local OpenAI-compatible server for the tests: POST /v1/chat/completions only, answering as
 * the current scenario says and recording every request. Started on a free port; closed after
 * the file's tests. Point the app at `baseUrl` with any key.
 */
export async function startLanguageModelStandIn() {
  const requests: ModelRequest[] = [];
  let scenario: ModelScenario = { kind: 'prose' };
  const pending = new Set<NodeJS.Timeout>();

  function send(response: ServerResponse, status: number, body: unknown) {
    if (response.destroyed) return;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  const server = createServer((request, response) => {
    void readBody(request).then((text) => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        send(response, 404, { error: { message: 'Unknown path', type: 'invalid_request_error' } });
        return;
      }
      const recorded: ModelRequest = {
        path: request.url,
        authorization: request.headers.authorization,
        body: JSON.parse(text) as ModelRequest['body'],
      };
      requests.push(recorded);
      const model = recorded.body.model;
      switch (scenario.kind) {
        case 'json':
          send(response, 200, completion(model, JSON.stringify(scenario.answer(recorded))));
          return;
        case 'prose':
          send(response, 200, completion(model, scenario.text ?? 'Here are some ideas to grow your venue!'));
          return;
        case 'slow': {
          const { answer, delayMs } = scenario;
          const timer = setTimeout(() => {
            pending.delete(timer);
            send(response, 200, completion(model, JSON.stringify(answer)));
          }, delayMs);
          pending.add(timer);
          return;
        }
        case 'error':
          send(response, 500, { error: { message: 'The server had an error', type: 'server_error' } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  afterAll(async () => {
    for (const timer of pending) clearTimeout(timer);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  return {
    /** What OPENAI_BASE_URL would be: the server's /v1. */
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answerWith(next: ModelScenario) {
      scenario = next;
    },
    /** The last request's messages by role, for asserting what the model was told. */
    lastMessages() {
      const last = requests.at(-1);
      if (!last) throw new Error('The stand-in has received no request');
      const byRole = (role: string) => last.body.messages.find((message) => message.role === role)?.content ?? '';
      return { system: byRole('system'), user: byRole('user') };
    },
  };
}

export type LanguageModelStandIn = Awaited<ReturnType<typeof startLanguageModelStandIn>>;
