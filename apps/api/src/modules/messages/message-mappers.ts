import type { MessagePost, MessageThreadListItem } from '@portale/shared';
import { fullName, toAttachment } from '../tickets/index.ts';
import type { MessagesRepository, ThreadRow } from './messages.repository.ts';

type PostRow = Awaited<ReturnType<MessagesRepository['findPosts']>>[number];
type AttachmentRow = Awaited<ReturnType<MessagesRepository['findAttachments']>>[number];
type ReadRow = Awaited<ReturnType<MessagesRepository['findReads']>>[number];

const previewLength = 160;

export function toThreadListItem(row: ThreadRow): MessageThreadListItem {
  const body = (row.lastPostBody ?? '').replace(/\s+/g, ' ').trim();
  return {
    threadId: row.threadId,
    subject: row.subject,
    customerCode: row.customerCode,
    customerName: row.customerName,
    jobOrderId: row.jobOrderId,
    jobOrderDescription: row.jobOrderDescription,
    siteCode: row.siteCode,
    siteName: row.siteName,
    createdAt: row.createdAt.toISOString(),
    lastPostAt: row.lastPostAt.toISOString(),
    lastPostPreview: body.length > previewLength ? `${body.slice(0, previewLength - 1)}…` : body,
    lastAuthorName: fullName(row.lastAuthorFirstName, row.lastAuthorLastName),
    lastActingStaffName: fullName(row.lastActingStaffFirstName, row.lastActingStaffLastName),
    postCount: row.postCount,
    unread: Boolean(row.unread),
  };
}

export function toMessagePosts(
  posts: readonly PostRow[],
  attachments: readonly AttachmentRow[],
  reads: readonly ReadRow[],
): MessagePost[] {
  return posts.map((post) => ({
    postId: post.postId,
    text: post.body,
    side: post.side === 'provider' ? 'provider' : 'customer',
    authorName: fullName(post.authorFirstName, post.authorLastName),
    actingStaffName: fullName(post.actingStaffFirstName, post.actingStaffLastName),
    createdAt: post.createdAt.toISOString(),
    attachments: attachments.filter((file) => file.postId === post.postId).map(toAttachment),
    readBy: reads
      .filter((read) => read.postId === post.postId)
      .map((read) => ({
        name: fullName(read.firstName, read.lastName) ?? '',
        readAt: read.readAt.toISOString(),
      })),
  }));
}
