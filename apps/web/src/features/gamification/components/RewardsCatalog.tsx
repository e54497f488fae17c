import { Alert, Badge, Button, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCoin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/LoadingScreen.tsx';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { type Reward, useRedeemReward, useRewards } from '../api/rewards-api.ts';

/** Why a reward cannot be redeemed now, or null when it can. */
export function redeemBlocker(reward: Reward, coins: number): 'outOfStock' | 'needMore' | null {
  if (!reward.active || reward.stock === 0) return 'outOfStock';
  if (coins < reward.costCoins) return 'needMore';
  return null;
}

/** The rewards on offer, each with a Redeem button (disabled with the reason when not possible). */
export function RewardsCatalog({ userId, coins }: { userId: string; coins: number }) {
  const { t } = useTranslation('gamification');
  const rewardsQuery = useRewards(true);
  const redeem = useRedeemReward(userId);

  const body = () => {
    if (rewardsQuery.isPending) return <LoadingScreen />;
    if (rewardsQuery.isError) return <QueryFailure error={rewardsQuery.error} />;
    const rewards = rewardsQuery.data.filter((reward) => reward.active);
    if (rewards.length === 0) return <Text c="dimmed">{t('rewards.noRewards')}</Text>;
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {rewards.map((reward) => {
          const blocker = redeemBlocker(reward, coins);
          const reasonId = `reward-${reward._id}-reason`;
          const pending = redeem.isPending && redeem.variables === reward._id;
          return (
            <Card key={reward._id} withBorder radius="md" component="article" aria-label={reward.name}>
              {reward.image && (
                <Card.Section>
                  <Image src={reward.image} alt="" h={140} fit="cover" />
                </Card.Section>
              )}
              <Stack gap="xs" mt={reward.image ? 'sm' : 0}>
                <Title order={3} size="h5">
                  {reward.name}
                </Title>
                {reward.description && (
                  <Text size="sm" c="dimmed">
                    {reward.description}
                  </Text>
                )}
                <Group gap="xs">
                  <Badge leftSection={<IconCoin size={14} aria-hidden />} variant="light" tt="none">
                    {t('rewards.cost', { coins: reward.costCoins })}
                  </Badge>
                  {reward.stock !== null && reward.stock > 0 && (
                    <Badge variant="outline" tt="none">
                      {t('rewards.stockLeft', { stock: reward.stock })}
                    </Badge>
                  )}
                </Group>
                <Button
                  onClick={() =>
                    redeem.mutate(reward._id, {
                      onSuccess: (redemption) =>
                        notifications.show({
                          color: 'green',
                          message: t('rewards.redeemed', { name: reward.name, balance: redemption.balance }),
                        }),
                    })
                  }
                  disabled={blocker !== null || redeem.isPending}
                  loading={pending}
                  aria-describedby={blocker ? reasonId : undefined}
                >
                  {t('rewards.redeem')}
                </Button>
                {blocker && (
                  <Text size="sm" c="dimmed" id={reasonId}>
                    {blocker === 'outOfStock'
                      ? t('rewards.outOfStock')
                      : t('rewards.needMore', { missing: reward.costCoins - coins })}
                  </Text>
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    );
  };

  return (
    <section aria-labelledby="rewards-catalog-title">
      <Title order={2} size="h4" id="rewards-catalog-title" mb="sm">
        {t('rewards.catalog')}
      </Title>
      {redeem.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" mb="sm">
          {errorMessage(redeem.error, t('rewards.noRewards'))}
        </Alert>
      )}
      {body()}
    </section>
  );
}
