import { COUPON_MESSAGES, couponValidateBodySchema } from '@lp/shared/gamification/rewards';
import { Alert, Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiClientError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useCheckCoupon, useValidateCoupon } from '../api/coupons.ts';

type Outcome = { ok: boolean; text: string } | null;
/** SPEC §8: the server's own message (in the reader's language) when it sent one, else ''. */
const serverText = (error: unknown) =>
  error instanceof ApiClientError && error.fromServer ? errorMessage(error, '') : '';

/** SPEC §8 coupon texts: check (look the code up) and validate (does it apply to this plan). */
export function CouponForm() {
  const { t } = useTranslation('admin');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const check = useCheckCoupon();
  const validate = useValidateCoupon();
  const form = useSchemaForm({
    schema: couponValidateBodySchema,
    initialValues: { code: '' },
    messages: { code: t('coupon.required') },
  });
  const onCheck = form.onSubmit(({ code }) =>
    check.mutate(code, {
      onSuccess: (coupon) => setOutcome({ ok: true, text: coupon.message || coupon.code }),
      onError: (error) =>
        setOutcome({
          ok: false,
          text:
            error instanceof ApiClientError && error.status === 404
              ? t('coupon.invalid')
              : serverText(error) || t('coupon.verifyError'),
        }),
    }),
  );
  const onValidate = () => {
    const parsed = couponValidateBodySchema.safeParse(form.getValues());
    if (!parsed.success) return form.validate();
    validate.mutate(parsed.data.code, {
      onSuccess: (coupon) =>
        setOutcome({
          ok: true,
          text:
            !coupon.message || coupon.message === COUPON_MESSAGES.valid ? t('coupon.valid') : coupon.message,
        }),
      onError: (error) => setOutcome({ ok: false, text: serverText(error) || t('coupon.validateError') }),
    });
  };
  return (
    <Paper withBorder p="lg" component="form" onSubmit={onCheck} noValidate>
      <Stack>
        <Title order={2} size="h4">
          {t('coupon.title')}
        </Title>
        <TextInput label={t('coupon.code')} required {...form.getInputProps('code')} />
        <Group justify="flex-end">
          <Button type="submit" variant="default" loading={check.isPending}>
            {t('coupon.check')}
          </Button>
          <Button onClick={onValidate} loading={validate.isPending}>
            {t('coupon.validate')}
          </Button>
        </Group>
        {outcome && (
          <Alert color={outcome.ok ? 'green' : 'red'} role="status">
            {outcome.text}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
