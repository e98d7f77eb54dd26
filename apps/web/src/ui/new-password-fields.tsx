import { PasswordInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { PASSWORD_MIN_LENGTH } from '@tightlines/domain';
import { useT } from '../i18n/use-t';

/**
 * A new password typed twice (spec §5): the one pair of fields of registration, the password change
 * and the reset link. `kind` names the pair: the account's password (registration) or a new one;
 * the second field is its confirmation. The rules are the form's schema (`withPasswordConfirmation`, ui/form-schemas.ts),
 * whose messages show at these fields.
 */
export function NewPasswordFields({
  password,
  confirmation,
  kind = 'new',
  lengthHint = false,
  initialFocus = false,
}: {
  /** The form's input props of the new password and of `confirmPassword`. */
  password: GetInputPropsReturnType;
  confirmation: GetInputPropsReturnType;
  kind?: 'new' | 'account';
  /** Says the minimum length under the first field. */
  lengthHint?: boolean;
  /** The first field takes the focus when its modal opens. */
  initialFocus?: boolean;
}) {
  const t = useT();
  return (
    <>
      <PasswordInput
        label={kind === 'new' ? t('ui.password.new') : t('ui.password.account')}
        description={lengthHint ? t('ui.password.lengthHint', { minimum: PASSWORD_MIN_LENGTH }) : undefined}
        autoComplete="new-password"
        required
        data-autofocus={initialFocus || undefined}
        {...password}
      />
      <PasswordInput
        label={kind === 'new' ? t('ui.password.confirmNew') : t('ui.password.confirmAccount')}
        autoComplete="new-password"
        required
        {...confirmation}
      />
    </>
  );
}
