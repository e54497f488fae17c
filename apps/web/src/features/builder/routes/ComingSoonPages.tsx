import { Anchor, Card, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../components/shared/PageHeader.tsx';

interface Plan {
  section: 'social';
  links: { to: string; key: 'link1' | 'link2' }[];
}

/** What a builder area will do, and what to use meanwhile. */
function ComingSoon({ section, links }: Plan) {
  const { t } = useTranslation('builder');
  return (
    <>
      <PageHeader title={t(`${section}.title`)} description={t(`${section}.description`)} />
      <Stack maw={760}>
        <Card withBorder>
          <Title order={2} size="h4" mb="xs">
            {t('comingSoon.planned')}
          </Title>
          <List spacing="xs">
            <List.Item>{t(`${section}.planned1`)}</List.Item>
            <List.Item>{t(`${section}.planned2`)}</List.Item>
            <List.Item>{t(`${section}.planned3`)}</List.Item>
          </List>
        </Card>
        <Card withBorder>
          <Title order={2} size="h4" mb="xs">
            {t('comingSoon.meanwhile')}
          </Title>
          <Text mb="xs">{t(`${section}.meanwhile`)}</Text>
          <List spacing="xs">
            {links.map(({ to, key }) => (
              <List.Item key={key}>
                <Anchor component={Link} to={to}>
                  {t(`${section}.${key}`)}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Card>
      </Stack>
    </>
  );
}

/** /builder/social: community moderation is planned; announcements work through banners and news today. */
export function SocialPage() {
  return (
    <ComingSoon
      section="social"
      links={[
        { to: '/builder/library?tab=banners', key: 'link1' },
        { to: '/builder', key: 'link2' },
      ]}
    />
  );
}
