import {
  AVATAR_CATEGORIES,
  AVATAR_OPTIONS,
  type AvatarCategory,
  type AvatarConfig,
  type AvatarGender,
  withGender,
} from '@lp/shared/avatar';
import {
  ColorSwatch,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './AvatarEditor.module.css';
import { AvatarPicture } from './AvatarPicture.tsx';

/** Background swatches; the first is SPEC §9's default grey. */
const BACKGROUNDS = ['#E0E0E0', '#65C9FF', '#FFD166', '#A0E7A0', '#F4A6C6', '#C3B1E1'];

/**
 * SPEC §3 avatar editor: a gender switch, the categories Hair, Accessories, Hair Color, Facial Hair,
 * Facial Hair Color (male only), Clothes, Color Fabric, Eyes, Eyebrow, Mouth, Skin, each showing its
 * options as small previews, and a background swatch row.
 */
export function AvatarEditor({
  value,
  onChange,
}: {
  value: AvatarConfig;
  onChange: (next: AvatarConfig) => void;
}) {
  const { t } = useTranslation('profile');
  const lists = AVATAR_OPTIONS[value.gender];
  const categories = AVATAR_CATEGORIES.filter(({ option }) => lists[option] !== undefined);
  const [category, setCategory] = useState<AvatarCategory>('hair');
  const active = categories.find((entry) => entry.category === category) ?? categories[0];

  return (
    <Stack gap="md">
      <Group align="flex-start" gap="lg" wrap="wrap">
        <AvatarPicture config={value} size={160} label={t('avatar.preview')} />
        <Stack gap="sm">
          <SegmentedControl
            aria-label={t('avatar.gender')}
            value={value.gender}
            onChange={(gender) => onChange(withGender(value, gender as AvatarGender))}
            data={[
              { value: 'male', label: t('avatar.male') },
              { value: 'female', label: t('avatar.female') },
            ]}
          />
          <Text size="sm" fw={500} id="avatar-background">
            {t('avatar.background')}
          </Text>
          <Group gap="xs" role="radiogroup" aria-labelledby="avatar-background">
            {BACKGROUNDS.map((color, index) => (
              <ColorSwatch
                key={color}
                component="button"
                type="button"
                color={color}
                role="radio"
                aria-checked={value.background === color}
                aria-label={t('avatar.backgroundOption', { number: index + 1 })}
                onClick={() => onChange({ ...value, background: color })}
              >
                {value.background === color && <IconCheck size={14} color="#222" />}
              </ColorSwatch>
            ))}
          </Group>
        </Stack>
      </Group>
      <Tabs
        keepMounted={false}
        value={active?.category ?? null}
        onChange={(next) => next && setCategory(next as AvatarCategory)}
      >
        <Tabs.List className={classes.tabs}>
          {categories.map((entry) => (
            <Tabs.Tab key={entry.category} value={entry.category}>
              {t(`avatar.categories.${entry.category}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {categories.map(({ category: name, option }) => {
          const options = lists[option] ?? [];
          return (
            <Tabs.Panel key={name} value={name} pt="sm">
              <SimpleGrid cols={{ base: 4, sm: 6, md: 8 }} spacing="xs">
                {options.map((choice, index) => {
                  const selected = value[option] === choice;
                  return (
                    <UnstyledButton
                      key={choice}
                      className={classes.option}
                      data-selected={selected || undefined}
                      aria-pressed={selected}
                      aria-label={t('avatar.option', {
                        category: t(`avatar.categories.${name}`),
                        number: index + 1,
                        total: options.length,
                      })}
                      onClick={() => onChange({ ...value, [option]: choice })}
                    >
                      <AvatarPicture config={{ ...value, [option]: choice }} size={56} />
                    </UnstyledButton>
                  );
                })}
              </SimpleGrid>
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Stack>
  );
}
