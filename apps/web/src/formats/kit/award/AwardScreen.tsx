import { rewardContentSchema } from '@lp/shared/formats/award-content';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAward, IconCoin, IconGift, IconMedal, IconSparkles } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeamBranding } from '../../../features/teams/index.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { OutcomeMessage } from '../reader/OutcomeMessage.tsx';
import type { ReaderOutcome, ReaderProps } from '../reader-props.ts';
import classes from './AwardScreen.module.css';

export type AwardKind = 'badge' | 'medal' | 'reward';

const ICONS = { badge: IconAward, medal: IconMedal, reward: IconGift } as const;

interface AwardScreenProps extends Pick<ReaderProps, 'content' | 'settings' | 'record' | 'onComplete'> {
  kind: AwardKind;
}

/**
 * The award screen of a badge, medal or reward: the emblem pops in (still when the learner asks
 * for reduced motion), with its title, picture, description and what claiming it earns. Badges
 * and medals grant the deck's maximum points once, at the first claim (and as many coins when
 * coins are on); a reward grants none (SPEC §4).
 */
export function AwardScreen({ kind, content, settings, record, onComplete }: AwardScreenProps) {
  const { t } = useTranslation('formatsMedia');
  const team = useAuthStore((state) => state.user?.team);
  const branding = useTeamBranding(team);
  const [outcome, setOutcome] = useState<ReaderOutcome | null>(null);
  const [pending, setPending] = useState(false);
  const claimed = useRef(false);
  const parsed = rewardContentSchema.safeParse(content);
  if (!parsed.success) return <Text c="dimmed">{t('empty')}</Text>;
  const award = parsed.data;
  const Icon = ICONS[kind];
  const already = record?.completion === true;
  const points = kind === 'reward' || already ? 0 : (settings?.maxPoints ?? 0);
  const coins = branding.data?.features?.coins ? points : 0;

  const claim = async () => {
    if (claimed.current) return;
    claimed.current = true;
    setPending(true);
    try {
      setOutcome(await onComplete({ viewedPercentage: 100 }));
    } finally {
      setPending(false);
    }
  };

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack align="center" gap="md" ta="center">
        <div className={classes.stage} aria-hidden={!award.image}>
          <div className={classes.rays} />
          <div className={`${classes.emblem} ${outcome ? classes.claimed : ''}`}>
            {award.image ? (
              <img src={award.image} alt={award.title} />
            ) : (
              <Icon size={96} stroke={1.4} color="var(--mantine-primary-color-filled)" />
            )}
          </div>
        </div>
        <Text tt="uppercase" fw={700} size="sm" c="dimmed">
          {t(`award.kind.${kind}`)}
        </Text>
        <Title order={2}>{award.title}</Title>
        {award.description && <Text style={{ whiteSpace: 'pre-line' }}>{award.description}</Text>}
        {(points > 0 || coins > 0) && (
          <Group gap="xs" justify="center">
            {points > 0 && (
              <Badge size="lg" leftSection={<IconSparkles size={14} />} variant="light">
                {t('award.points', { count: points })}
              </Badge>
            )}
            {coins > 0 && (
              <Badge size="lg" color="yellow" leftSection={<IconCoin size={14} />} variant="light">
                {t('award.coins', { count: coins })}
              </Badge>
            )}
          </Group>
        )}
        {kind === 'reward' && award.howToClaim && (
          <Paper withBorder p="sm" radius="md" w="100%">
            <Text fw={600} size="sm">
              {t('award.howToClaim')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {award.howToClaim}
            </Text>
          </Paper>
        )}
        {outcome ? (
          <OutcomeMessage outcome={outcome} />
        ) : (
          <Stack gap={4} align="center">
            {already && (
              <Text size="sm" c="dimmed">
                {t('award.claimedBefore')}
              </Text>
            )}
            <Button size="md" onClick={claim} loading={pending} leftSection={<Icon size={18} />}>
              {t(`award.claim.${kind}`)}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
