import type { FastifyInstance } from 'fastify';
import {
  broadcastMessageContract,
  downloadMessageAttachmentContract,
  messageCustomersContract,
  messageThreadContract,
  myMessageListContract,
  postMessageContract,
  readMessageThreadContract,
  staffMessageListContract,
  uploadMessageAttachmentContract,
} from '@portale/shared';
import { readUploadedFile, sendFile } from '../../plugins/files.ts';
import { registerRoute } from '../../plugins/route.ts';
import { requireAuth } from '../../plugins/require-auth.ts';
import type { MessagesService } from './messages.service.ts';

/** Communications: lists, the provider's broadcast, threads, replies, receipts and files. */
export function registerMessageRoutes(app: FastifyInstance, messages: MessagesService) {
  registerRoute(app, myMessageListContract, ({ request, query }) =>
    messages.listMine(requireAuth(request), query),
  );
  registerRoute(app, staffMessageListContract, ({ request, query }) =>
    messages.listAll(requireAuth(request), query),
  );
  registerRoute(app, messageCustomersContract, () => messages.listCustomers());
  const posts = ['message_threads', 'message_posts', 'message_attachments', 'notifications'] as const;
  registerRoute(
    app,
    broadcastMessageContract,
    ({ request, body }) => messages.broadcast(requireAuth(request), body),
    { invalidates: posts },
  );
  registerRoute(app, messageThreadContract, ({ request, params }) =>
    messages.getThread(requireAuth(request), params.threadId),
  );
  registerRoute(
    app,
    readMessageThreadContract,
    async ({ request, params }) => {
      await messages.markRead(requireAuth(request), params.threadId);
      return null;
    },
    { invalidates: ['message_reads'] },
  );
  registerRoute(
    app,
    postMessageContract,
    async ({ request, params, body }) => {
      await messages.reply(requireAuth(request), params.threadId, body);
      return null;
    },
    { invalidates: posts },
  );
  registerRoute(
    app,
    uploadMessageAttachmentContract,
    ({ request }) => messages.upload(requireAuth(request), () => readUploadedFile(request)),
    { invalidates: ['message_attachments'] },
  );
  registerRoute(app, downloadMessageAttachmentContract, async ({ request, params, reply }) =>
    sendFile(
      reply,
      await messages.openAttachment(requireAuth(request), params.threadId, params.attachmentId),
    ),
  );
}
