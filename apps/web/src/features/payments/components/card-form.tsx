import { Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { IconCreditCard, IconLock } from '@tabler/icons-react';
import { useMemo } from 'react';
import { t, useT, type MessageKey } from '../../../i18n/use-t';
import {
  cardPayment,
  cardSchema,
  cleanCvc,
  EMPTY_CARD,
  formatExpiry,
  groupCardNumber,
  type CardFormValues,
} from '../card-input';
import type { PayBody } from '../hooks/hosted-checkout';

/** Form errors whose messages are catalogue keys, in the language shown. */
function translatedResolver(schema: ReturnType<typeof cardSchema>): (values: unknown) => FormErrors {
  const resolve = schemaResolver(schema, { sync: true });
  return (values) =>
    Object.fromEntries(
      Object.entries(resolve(values)).map(([path, error]) => [
        path,
        typeof error === 'string' ? t(error as MessageKey) : error,
      ]),
    );
}

/** What the page needs of the form to show a refusal next to its field (ui/field-errors.ts). */
export interface CardFields {
  getValues(): CardFormValues;
  setFieldError(path: string, error: React.ReactNode): void;
}

/**
 * The card details, checked as typed (Luhn, a future MM/YY expiry, a CVC): the number groups itself
 * in fours and the expiry gets its slash. Submitting is refused while a payment is in flight.
 */
export function CardForm({
  amountLabel,
  busy,
  disabled,
  onPay,
  now,
}: {
  amountLabel: string;
  /** This form's payment is in flight. */
  busy: boolean;
  /** Another payment (the wallet) is in flight. */
  disabled: boolean;
  onPay(body: PayBody, fields: CardFields): void;
  /** The clock the expiry is checked against (tests pass theirs). */
  now?: () => Date;
}) {
  const tr = useT();
  const schema = useMemo(() => cardSchema(now), [now]);
  const form = useForm<CardFormValues>({
    initialValues: EMPTY_CARD,
    validate: translatedResolver(schema),
    validateInputOnBlur: true,
  });
  const field = (name: keyof CardFormValues, clean: (typed: string, before: string) => string) => {
    const props = form.getInputProps(name);
    return {
      ...props,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
        form.setFieldValue(name, clean(event.currentTarget.value, form.getValues()[name])),
    };
  };

  return (
    <form
      noValidate
      aria-label={tr('payments.card.title')}
      onSubmit={form.onSubmit((values) => {
        if (busy || disabled) return;
        onPay(cardPayment(values), form);
      })}
    >
      <Stack gap="sm">
        <TextInput
          label={tr('payments.card.number')}
          placeholder="1234 1234 1234 1234"
          inputMode="numeric"
          autoComplete="cc-number"
          leftSection={<IconCreditCard size={18} aria-hidden />}
          required
          {...field('cardNumber', (typed) => groupCardNumber(typed))}
        />
        <Group grow align="flex-start" gap="sm">
          <TextInput
            label={tr('payments.card.expiry')}
            placeholder={tr('payments.card.expiryPlaceholder')}
            inputMode="numeric"
            autoComplete="cc-exp"
            required
            {...field('cardExpiry', formatExpiry)}
          />
          <TextInput
            label={tr('payments.card.cvc')}
            placeholder="123"
            inputMode="numeric"
            autoComplete="cc-csc"
            description={tr('payments.card.cvcHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            required
            {...field('cardCvc', (typed) => cleanCvc(typed))}
          />
        </Group>
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={busy}
          disabled={disabled}
          leftSection={<IconLock size={18} aria-hidden />}
        >
          {tr('payments.card.pay', { amount: amountLabel })}
        </Button>
      </Stack>
    </form>
  );
}
