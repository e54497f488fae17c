import { Button, Group, Image, Modal, SimpleGrid, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFiles } from '../../api/get-files.ts';

interface ImagePickerProps {
  label: string;
  value?: string | null;
  onChange: (value: string | null) => void;
  error?: string;
  readOnly?: boolean;
}

/** An image link, typed in or chosen from the team's library (files/getList). */
export function ImagePicker({ label, value, onChange, error, readOnly }: ImagePickerProps) {
  const { t } = useTranslation('builder');
  const [opened, dialog] = useDisclosure(false);
  const files = useFiles('image', opened);
  return (
    <>
      <Group align="flex-end" wrap="nowrap" gap="sm">
        <TextInput
          flex={1}
          label={label}
          description={t('image.hint')}
          placeholder="https://"
          value={value ?? ''}
          error={error}
          readOnly={readOnly}
          onChange={(event) => onChange(event.currentTarget.value.trim() || null)}
        />
        {value && <Image src={value} alt="" w={56} h={56} radius="sm" fit="cover" />}
        {!readOnly && (
          <Button variant="default" leftSection={<IconPhoto size={16} aria-hidden />} onClick={dialog.open}>
            {t('image.choose')}
          </Button>
        )}
      </Group>
      <Modal opened={opened} onClose={dialog.close} title={t('image.chooseTitle')} size="lg">
        {files.isLoading && <Text c="dimmed">{t('common.loading')}</Text>}
        {files.isError && <Text c="red">{t('image.loadFailed')}</Text>}
        {files.data?.length === 0 && <Text c="dimmed">{t('image.none')}</Text>}
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {files.data?.map((file) => (
            <UnstyledButton
              key={file._id}
              aria-label={file.name}
              onClick={() => {
                onChange(file.url);
                dialog.close();
              }}
            >
              <Image src={file.thumbnailUrl ?? file.url} alt={file.name} h={96} radius="sm" fit="cover" />
              <Text size="xs" truncate="end">
                {file.name}
              </Text>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Modal>
    </>
  );
}
