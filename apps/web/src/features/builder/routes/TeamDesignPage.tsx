import {
  type HiddenMenuItems,
  type HomeTags,
  hiddenMenuItemsSchema,
  teamUpdateBodySchema,
} from '@lp/shared/teams';
import {
  Alert,
  Button,
  Center,
  ColorInput,
  Grid,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useTeamBranding } from '../../teams/api/get-team-branding.ts';
import { useUpdateTeam } from '../api/update-team.ts';
import { ImagePicker } from '../components/shared/ImagePicker.tsx';
import { notifyError, notifySuccess } from '../components/shared/notify.ts';
import { PageHeader } from '../components/shared/PageHeader.tsx';
import { BrandPreview, type DesignValues } from '../components/team/BrandPreview.tsx';
import { HiddenMenuField } from '../components/team/HiddenMenuField.tsx';
import { HomeTagsField } from '../components/team/HomeTagsField.tsx';
import { WelcomeCardsField } from '../components/team/WelcomeCardsField.tsx';
import { type FieldErrors, fieldErrors } from '../validation.ts';

const COLOR_KEYS = ['main', 'primary', 'primaryText'] as const;

/** /builder/teamdesign (SuperAdmin, Admin): the learner app's name, logo, colours, welcome cards and home tags. */
export function TeamDesignPage() {
  const { t } = useTranslation('builder');
  const team = useAuthStore((state) => state.user?.team);
  const branding = useTeamBranding(team);
  const update = useUpdateTeam(branding.data?._id ?? '');
  const [values, setValues] = useState<DesignValues | null>(null);
  const [homeTags, setHomeTags] = useState<HomeTags>({});
  const [hiddenMenuItems, setHiddenMenuItems] = useState<HiddenMenuItems>({});
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => {
    if (branding.data && !values) {
      const { title, colors, logo, cards } = branding.data;
      setValues({ title, colors, logo, cards });
      setHomeTags(branding.data.homeTags ?? {});
      setHiddenMenuItems(hiddenMenuItemsSchema.catch({}).parse(branding.data.hiddenMenuItems));
    }
  }, [branding.data, values]);

  if (branding.isError) return <QueryFailure error={branding.error} />;
  if (!values || !branding.data)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );

  const set = (patch: Partial<DesignValues>) => setValues({ ...values, ...patch });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = teamUpdateBodySchema.safeParse({ ...values, homeTags, hiddenMenuItems });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, t));
      return;
    }
    setErrors({});
    update.mutate(parsed.data, { onSuccess: () => notifySuccess(t('design.saved')), onError: notifyError });
  };

  return (
    <>
      <PageHeader title={t('design.title')} description={t('design.description')} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Paper component="form" onSubmit={submit} noValidate withBorder p="lg">
            <Stack>
              {Object.keys(errors).length > 0 && (
                <Alert color="red" role="alert" title={t('validation.fixErrors')}>
                  {Object.values(errors).join(' ')}
                </Alert>
              )}
              <TextInput
                label={t('design.appName')}
                required
                value={values.title}
                error={errors.title}
                onChange={(event) => set({ title: event.currentTarget.value })}
              />
              <ImagePicker
                label={t('design.logo')}
                value={values.logo}
                error={errors.logo}
                onChange={(logo) => set({ logo })}
              />
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {COLOR_KEYS.map((key) => (
                  <ColorInput
                    key={key}
                    label={t(`colors.${key}`)}
                    format="hex"
                    value={values.colors[key]}
                    error={errors[`colors.${key}`]}
                    onChange={(color) => set({ colors: { ...values.colors, [key]: color } })}
                  />
                ))}
              </SimpleGrid>
              <Title order={2} size="h4">
                {t('design.cards')}
              </Title>
              <WelcomeCardsField cards={values.cards} onChange={(cards) => set({ cards })} />
              <Title order={2} size="h4">
                {t('design.homeTags')}
              </Title>
              <Alert color="blue">{t('design.homeTagsHelp')}</Alert>
              <HomeTagsField value={homeTags} onChange={setHomeTags} />
              <Title order={2} size="h4">
                {t('design.hiddenMenu')}
              </Title>
              <Alert color="blue">{t('design.hiddenMenuHelp')}</Alert>
              <HiddenMenuField value={hiddenMenuItems} onChange={setHiddenMenuItems} />
              <Group justify="flex-end">
                <Button type="submit" loading={update.isPending} disabled={!branding.data._id}>
                  {t('design.save')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Title order={2} size="h4" mb="sm">
            {t('design.preview')}
          </Title>
          <BrandPreview values={values} />
        </Grid.Col>
      </Grid>
    </>
  );
}
