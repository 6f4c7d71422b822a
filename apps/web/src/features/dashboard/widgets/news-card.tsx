import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { MyNewsItem } from '@portale/shared';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '../../../lib/format.ts';
import { useMyNews } from '../api/news-summary.ts';
import { WidgetCard } from './widget-card.tsx';

/** Texts longer than this show their beginning, with «Leggi tutto». */
const excerptLength = 220;

/** The beginning of a long text, cut at a space, or the whole text when it is short. */
export function newsExcerpt(body: string): { text: string; cut: boolean } {
  if (body.length <= excerptLength) return { text: body, cut: false };
  const start = body.slice(0, excerptLength);
  const lastSpace = start.lastIndexOf(' ');
  return { text: `${(lastSpace > 120 ? start.slice(0, lastSpace) : start).trimEnd()}…`, cut: true };
}

function NewsEntry({ item }: { item: MyNewsItem }) {
  const [open, setOpen] = useState(false);
  const excerpt = newsExcerpt(item.body);
  const textId = `novita-${String(item.id)}`;
  return (
    <Stack gap={4} component="li">
      <Title order={3} fz="md" style={{ overflowWrap: 'anywhere' }}>
        {item.title}
      </Title>
      <Text size="xs" c="dimmed">
        {formatDate(item.publishFrom)}
      </Text>
      <Text size="sm" id={textId} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {open ? item.body : excerpt.text}
      </Text>
      {excerpt.cut && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          aria-expanded={open}
          aria-controls={textId}
          onClick={() => setOpen(!open)}
          style={{ alignSelf: 'flex-start' }}
        >
          {open ? 'Mostra meno' : 'Leggi tutto'}
        </Anchor>
      )}
    </Stack>
  );
}

/**
 * «Novità»: the provider's news addressed to the user now (every customer's, their customer's, their
 * job orders'), the latest first, as plain text. Not drawn when there is none.
 */
export function NewsCard() {
  const query = useMyNews();
  if (query.isSuccess && query.data.length === 0) return null;
  return (
    <WidgetCard title="Novità" icon={IconSpeakerphone} state={query}>
      <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {(query.data ?? []).map((item) => (
          <NewsEntry key={item.id} item={item} />
        ))}
      </Stack>
    </WidgetCard>
  );
}
