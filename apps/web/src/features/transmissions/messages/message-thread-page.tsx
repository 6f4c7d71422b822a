import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { MessageThreadDetail } from '@portale/shared';
import { IconArrowLeft, IconChecks, IconSend } from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useCurrentProfile } from '../../../lib/current-profile.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { markThreadRead } from '../api/mark-thread-read.ts';
import { useMessageThread } from '../api/message-thread.ts';
import { usePostMessage } from '../api/post-message.ts';
import { useRefreshTransmissions } from '../api/use-refresh-transmissions.ts';
import { useLiveRefresh } from '../api/use-live-refresh.ts';
import { AttachmentLinks } from '../attachments/attachment-links.tsx';
import { authorLabel } from '../author-label.ts';
import { LoadState } from '../load-state.tsx';
import { MessageComposer } from '../message-composer.tsx';
import { threadTarget } from './thread-list.tsx';

/** /transmissions/messages/{id}: a communication, who read each post, and the reply. */
export function MessageThreadPage() {
  useLiveRefresh('messages');
  const { id } = useParams({ from: '/protected/transmissions/messages/$id' });
  const { data: thread, error } = useMessageThread(id);
  const refresh = useRefreshTransmissions('messages');

  useEffect(() => {
    markThreadRead(id).then(
      () => void refresh(),
      () => undefined,
    );
  }, [id, refresh]);

  return (
    <Stack gap="lg" maw={900}>
      <Anchor component={Link} to="/transmissions/messages" size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: '-2px' }} /> Torna alle comunicazioni
      </Anchor>
      {thread ? (
        <ThreadView thread={thread} />
      ) : (
        <LoadState
          error={error}
          loadingLabel="Caricamento della comunicazione"
          missing={{
            title: 'Comunicazione non trovata',
            text: 'Il collegamento non porta a nessuna comunicazione che tu possa vedere: l’indirizzo è incompleto, oppure la comunicazione non esiste o non è indirizzata a te.',
          }}
        />
      )}
    </Stack>
  );
}

/** The communication once loaded: its posts with files and receipts, and the reply. */
function ThreadView({ thread }: { thread: MessageThreadDetail }) {
  const id = thread.threadId;
  const staff = useCurrentProfile().roles.includes('staff');
  const reply = usePostMessage(id);

  return (
    <>
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }} style={{ overflowWrap: 'anywhere' }}>
          {thread.subject}
        </Title>
        <Text c="dimmed">{threadTarget(thread, staff)}</Text>
      </div>
      <Stack
        gap="sm"
        component="ol"
        aria-label="Messaggi"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {thread.posts.map((post) => (
          <Paper
            key={post.postId}
            component="li"
            withBorder
            p="sm"
            bg={post.side === 'provider' ? 'brand.0' : undefined}
          >
            <Stack gap={6}>
              <Group justify="space-between" gap="xs">
                <Group gap="xs">
                  <Text fw={600} size="sm">
                    {authorLabel(post)}
                  </Text>
                  <Badge size="sm" variant="light" color={post.side === 'provider' ? 'brand' : 'gray'}>
                    {post.side === 'provider' ? 'Fornitore' : 'Cliente'}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  {formatDateTime(post.createdAt)}
                </Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {post.text}
              </Text>
              <AttachmentLinks area="messages" ownerId={id} attachments={post.attachments} />
              <Text size="xs" c="dimmed">
                <IconChecks size={14} aria-hidden style={{ verticalAlign: '-3px', marginRight: 4 }} />
                {post.readBy.length === 0
                  ? 'Non ancora letto'
                  : `Letto da ${post.readBy.map((read) => `${read.name} (${formatDateTime(read.readAt)})`).join(', ')}`}
              </Text>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <MessageComposer
          area="messages"
          label="Rispondi"
          actions={[
            {
              label: 'Invia risposta',
              icon: <IconSend size={18} aria-hidden />,
              send: (message) => reply.mutateAsync(message),
            },
          ]}
        />
      </Paper>
    </>
  );
}
