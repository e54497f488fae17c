import { COMMENT_LIMITS } from '@lp/shared/social/comments';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-error.ts';

interface CommentFormProps {
  label: string;
  submitLabel: string;
  onSubmit: (text: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** A comment or reply box; the text clears once the server has taken it. */
export function CommentForm({ label, submitLabel, onSubmit, onCancel, autoFocus = false }: CommentFormProps) {
  const { t } = useTranslation('formatsReading');
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setError(t('discussion.empty'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await onSubmit(text.trim());
      setText('');
    } catch (failure) {
      setError(errorMessage(failure, t('discussion.failed')));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={label}
          autosize
          minRows={2}
          maxLength={COMMENT_LIMITS.textMax}
          value={text}
          error={error}
          data-autofocus={autoFocus || undefined}
          autoFocus={autoFocus}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Group gap="xs">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="subtle" onClick={onCancel}>
              {t('discussion.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
