import { PasswordInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { PASSWORD_MIN_LENGTH } from '@tightlines/domain';

/**
 * A new password typed twice (spec §5): the one pair of fields of registration, the password change
 * and the reset link. `label` names the first ("Password", "New password"); the second is its
 * confirmation. The rules are the form's schema (`withPasswordConfirmation`, ui/form-schemas.ts),
 * whose messages show at these fields.
 */
export function NewPasswordFields({
  password,
  confirmation,
  label = 'New password',
  lengthHint = false,
  initialFocus = false,
}: {
  /** The form's input props of the new password and of `confirmPassword`. */
  password: GetInputPropsReturnType;
  confirmation: GetInputPropsReturnType;
  label?: string;
  /** Says the minimum length under the first field. */
  lengthHint?: boolean;
  /** The first field takes the focus when its modal opens. */
  initialFocus?: boolean;
}) {
  return (
    <>
      <PasswordInput
        label={label}
        description={lengthHint ? `At least ${PASSWORD_MIN_LENGTH} characters` : undefined}
        autoComplete="new-password"
        required
        data-autofocus={initialFocus || undefined}
        {...password}
      />
      <PasswordInput
        label={`Confirm ${label.toLowerCase()}`}
        autoComplete="new-password"
        required
        {...confirmation}
      />
    </>
  );
}
