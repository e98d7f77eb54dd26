import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { MAX_CHECKOUT_QUANTITY, MIN_CHECKOUT_QUANTITY, type ClubDto } from '@tightlines/domain';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { formatMoney } from '../../../ui/format-money';
import { errorMessage, specMessage } from '../../../ui/spec-message';

/** A whole number from 1 to 50 (spec §4: a paid club asks for a quantity), else the message to show. */
function quantityProblem(value: number | string): string | null {
  if (typeof value !== 'number' || !Number.isInteger(value)) return specMessage('wholeNumber');
  if (value < MIN_CHECKOUT_QUANTITY || value > MAX_CHECKOUT_QUANTITY) {
    return specMessage({
      key: 'checkoutQuantityRange',
      values: { minimum: MIN_CHECKOUT_QUANTITY, maximum: MAX_CHECKOUT_QUANTITY },
    });
  }
  return null;
}

/**
 * A paid club's quantity dialog (spec §4): 1 to 50 units of a year's subscription, the total shown,
 * then the checkout. What the server refuses shows under the field, the typed quantity kept.
 */
export function QuantityDialog({
  club,
  opened,
  renewing,
  pending,
  error,
  onClose,
  onConfirm,
}: {
  club: ClubDto;
  opened: boolean;
  renewing: boolean;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onConfirm: (quantity: number) => void;
}) {
  const t = useT();
  const [quantity, setQuantity] = useState<number | string>(1);
  const [touched, setTouched] = useState(false);
  const problem = quantityProblem(quantity);
  const unit = club.unitPriceCents ?? 0;
  const total = typeof quantity === 'number' && !problem ? unit * quantity : null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(renewing ? 'clubs.quantity.renewTitle' : 'clubs.quantity.title', { name: club.name })}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!problem && typeof quantity === 'number') onConfirm(quantity);
        }}
      >
        <Stack>
          <Text>{t('clubs.quantity.text', { price: formatMoney(unit, club.currency) })}</Text>
          <NumberInput
            label={t('clubs.quantity.label')}
            min={MIN_CHECKOUT_QUANTITY}
            max={MAX_CHECKOUT_QUANTITY}
            allowDecimal={false}
            clampBehavior="none"
            value={quantity}
            onChange={setQuantity}
            error={(touched && problem) || (error ? errorMessage(error) : null)}
            data-autofocus
          />
          {total !== null && (
            <Text fw={600} aria-live="polite">
              {t('clubs.quantity.total', { total: formatMoney(total, club.currency) })}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('clubs.quantity.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('clubs.quantity.pay')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
