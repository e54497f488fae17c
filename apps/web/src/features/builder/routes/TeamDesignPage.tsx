import { hiddenMenuItemsSchema, type TeamBranding, teamUpdateBodySchema } from '@lp/shared/teams';
import { Alert, Button, Grid, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useTeamBranding } from '../../teams/index.ts';
import { useUpdateTeam } from '../api/update-team.ts';
import { ColorFields, colorMessages } from '../components/forms/ColorFields.tsx';
import { FormErrorSummary } from '../components/forms/FormErrorSummary.tsx';
import { ImagePicker } from '../components/shared/ImagePicker.tsx';
import { PageHeader } from '../components/shared/PageHeader.tsx';
import { PageLoader } from '../components/shared/PageLoader.tsx';
import { BrandPreview } from '../components/team/BrandPreview.tsx';
import { HiddenMenuField } from '../components/team/HiddenMenuField.tsx';
import { HomeTagsField } from '../components/team/HomeTagsField.tsx';
import { TeamSignupSection } from '../components/team/TeamSignupSection.tsx';
import { WelcomeCardsField } from '../components/team/WelcomeCardsField.tsx';

/** /builder/teamdesign (SuperAdmin, Admin): the learner app's name, logo, colours, welcome cards and home tags. */
export function TeamDesignPage() {
  const { t } = useTranslation('builder');
  const team = useAuthStore((state) => state.user?.team);
  const branding = useTeamBranding(team);

  if (branding.isError) return <QueryFailure error={branding.error} />;
  if (!branding.data) return <PageLoader />;
  return (
    <>
      <PageHeader title={t('design.title')} description={t('design.description')} />
      <TeamDesignForm branding={branding.data} />
    </>
  );
}

/** The design as loaded once; saving does not reset what is being edited. */
function TeamDesignForm({ branding }: { branding: TeamBranding }) {
  const { t } = useTranslation('builder');
  const update = useUpdateTeam(branding._id ?? '');
  const form = useSchemaForm({
    schema: teamUpdateBodySchema,
    initialValues: {
      title: branding.title,
      colors: branding.colors,
      logo: branding.logo,
      cards: branding.cards,
      homeTags: branding.homeTags ?? {},
      hiddenMenuItems: hiddenMenuItemsSchema.catch({}).parse(branding.hiddenMenuItems),
    },
    messages: {
      title: t('validation.nameRequired'),
      ...colorMessages('colors', t),
    },
  });
  const { values } = form;
  const save = form.onSubmit((body) =>
    update.mutate(body, { onSuccess: () => notifySuccess(t('design.saved')), onError: notifyError }),
  );

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Paper component="form" onSubmit={save} noValidate withBorder p="lg">
          <Stack>
            <FormErrorSummary errors={form.errors} withMessages />
            <TextInput label={t('design.appName')} required {...form.getInputProps('title')} />
            <ImagePicker label={t('design.logo')} {...form.getInputProps('logo')} />
            <ColorFields form={form} path="colors" />
            <Title order={2} size="h4">
              {t('design.cards')}
            </Title>
            <WelcomeCardsField
              cards={values.cards}
              onChange={(cards) => form.setFieldValue('cards', cards)}
            />
            <Title order={2} size="h4">
              {t('design.homeTags')}
            </Title>
            <Alert color="blue">{t('design.homeTagsHelp')}</Alert>
            <HomeTagsField
              value={values.homeTags}
              onChange={(tags) => form.setFieldValue('homeTags', tags)}
            />
            <Title order={2} size="h4">
              {t('design.hiddenMenu')}
            </Title>
            <Alert color="blue">{t('design.hiddenMenuHelp')}</Alert>
            <HiddenMenuField
              value={values.hiddenMenuItems}
              onChange={(items) => form.setFieldValue('hiddenMenuItems', items)}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending} disabled={!branding._id}>
                {t('design.save')}
              </Button>
            </Group>
          </Stack>
        </Paper>
        <TeamSignupSection teamId={branding._id} teamName={branding.name} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Title order={2} size="h4" mb="sm">
          {t('design.preview')}
        </Title>
        <BrandPreview values={values} />
      </Grid.Col>
    </Grid>
  );
}
