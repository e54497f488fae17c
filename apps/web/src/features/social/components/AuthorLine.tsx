import type { SocialAuthor } from '@lp/shared/social/index';
import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDisplayNames } from '../../../lib/display-names.ts';
import { initialsOf } from '../../../lib/initials.ts';
import { formatRelativeTime } from '../../../lib/relative-time.ts';

/** Who wrote a post or comment, their level, and when. */
export function AuthorLine({
  author,
  createdAt,
  size = 'md',
}: {
  author: SocialAuthor;
  createdAt: string;
  size?: 'sm' | 'md';
}) {
  const { t, i18n } = useTranslation('social');
  const names = useDisplayNames();
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={author.image} alt="" radius="xl" size={size === 'sm' ? 30 : 40}>
        {initialsOf(author.name)}
      </Avatar>
      <Stack gap={0}>
        <Group gap={6}>
          <Text fw={600} size={size}>
            {author.name}
          </Text>
          <Badge size="xs" variant="light" title={names.level(author.levelName)}>
            {t('post.level', { level: author.level })}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {formatRelativeTime(createdAt, i18n.language)}
        </Text>
      </Stack>
    </Group>
  );
}
