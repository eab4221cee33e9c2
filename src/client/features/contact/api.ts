import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput, ContactMessageResponse } from '#shared/contact/contact.schemas.ts';
import { apiJson } from '#client/lib/api-client.ts';

export function sendContactMessage(input: ContactMessageInput): Promise<ContactMessageResponse> {
  return apiJson<ContactMessageResponse>('POST', '/api/contact', input);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
