import { Anchor, Button, Group, Select, SimpleGrid, Stack, Stepper, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { ROLE_NAMES, ZOptionalPhone, ZRegisterInput, type RoleName } from '@tightlines/domain';
import { useState } from 'react';
import { useCountries } from '../../../api/catalogue/list-countries';
import { showOnField } from '../../../ui/field-errors';
import { withPasswordConfirmation } from '../../../ui/form-schemas';
import { NewPasswordFields } from '../../../ui/new-password-fields';
import { checkEmailAvailable, registerAccount, submitLogin } from '../hooks/interaction';
import { useRoles } from '../hooks/list-roles';
import { localizedResolver } from '../../../ui/localized-resolver';
import { useT } from '../../../i18n/use-t';
import { specMessage } from '../../../ui/spec-message';

interface RegisterValues {
  name: string;
  lastname: string;
  email: string;
  password: string;
  confirmPassword: string;
  roleName: RoleName;
  nationalityName: string;
  phone: string;
}

/** The registration's two pages, each the API's fields it asks for (spec §5 "Register"). */
const accountPage = withPasswordConfirmation(
  ZRegisterInput.pick({ name: true, lastname: true, email: true, password: true }),
  'password',
  (values) => values.email,
);
const aboutPage = ZRegisterInput.pick({ roleName: true, nationalityName: true }).extend({
  phone: ZOptionalPhone,
});
const ACCOUNT_FIELDS = Object.keys(accountPage.shape);
const validatePage = [localizedResolver(accountPage), localizedResolver(aboutPage)];

/** The form's field of an API field: the phone is sent as a contact. */
const formField = (field: string) => (/^userContactInfo\.\d+\.value$/.test(field) ? 'phone' : field);

/**
 * Registration in pages (spec §5 "Register"): first the account (name, last name, e-mail, password
 * and its confirmation), then the role, nationality and phone. It ends signed in.
 */
export function RegisterForm({ uid, onSignIn }: { uid: string; onSignIn(): void }) {
  const [step, setStep] = useState(0);
  const roles = useRoles();
  const countries = useCountries();

  const t = useT();
  const form = useForm<RegisterValues>({
    initialValues: {
      name: '',
      lastname: '',
      email: '',
      password: '',
      confirmPassword: '',
      roleName: ROLE_NAMES[0],
      nationalityName: '',
      phone: '',
    },
    validate: (values) => validatePage[step]!(values),
  });

  // A taken e-mail is said on the first page (spec §5), not after the second.
  const checkEmail = useMutation({
    mutationFn: (email: string) => checkEmailAvailable(email),
    onSuccess: ({ available }) => {
      if (available) setStep(1);
      else form.setFieldError('email', specMessage('emailTaken'));
    },
    onError: showOnField(form),
  });
  const register = useMutation({
    mutationFn: async (values: RegisterValues) => {
      const email = values.email.trim().toLowerCase();
      await registerAccount({
        name: values.name,
        lastname: values.lastname,
        email,
        password: values.password,
        roleName: values.roleName,
        nationalityName: values.nationalityName,
        userContactInfo: [
          { name: 'email', value: email },
          ...(values.phone.trim() ? [{ name: 'phone' as const, value: values.phone.trim() }] : []),
        ],
        activitySourceName: 'Website',
      });
      await submitLogin(uid, { email, password: values.password });
    },
    // A refused field (a common password, a taken e-mail…) is shown at it, on its page.
    onError: showOnField(form, {
      conflict: 'email',
      rename: formField,
      onField: (path) => setStep(ACCOUNT_FIELDS.includes(path) ? 0 : 1),
    }),
  });
  // Success signs in and leaves the page, so the button stays busy until it has gone.
  const submitting = checkEmail.isPending || register.isPending || register.isSuccess;

  const handleSubmit = (values: RegisterValues) => {
    if (step === 0) checkEmail.mutate(values.email.trim().toLowerCase());
    else register.mutate(values);
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack>
        <Stepper active={step} size="sm" allowNextStepsSelect={false} onStepClick={setStep}>
          <Stepper.Step
            label={t('account.register.stepAccount')}
            description={t('account.register.stepAccountHint')}
          >
            <Stack mt="md">
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <TextInput
                  label={t('account.register.firstName')}
                  autoComplete="given-name"
                  required
                  {...form.getInputProps('name')}
                />
                <TextInput
                  label={t('account.register.lastName')}
                  autoComplete="family-name"
                  required
                  {...form.getInputProps('lastname')}
                />
              </SimpleGrid>
              <TextInput
                label={t('account.email')}
                type="email"
                autoComplete="email"
                required
                {...form.getInputProps('email')}
              />
              <NewPasswordFields
                kind="account"
                lengthHint
                password={form.getInputProps('password')}
                confirmation={form.getInputProps('confirmPassword')}
              />
            </Stack>
          </Stepper.Step>
          <Stepper.Step
            label={t('account.register.stepAbout')}
            description={t('account.register.stepAboutHint')}
          >
            <Stack mt="md">
              <Select
                label={t('account.register.role')}
                required
                allowDeselect={false}
                data={(roles.data ?? ROLE_NAMES.map((roleName) => ({ roleName }))).map(
                  (role) => role.roleName,
                )}
                {...form.getInputProps('roleName')}
              />
              <Select
                label={t('account.register.nationality')}
                required
                searchable
                nothingFoundMessage={t('account.register.noCountry')}
                data={(countries.data ?? []).map((country) => country.name)}
                {...form.getInputProps('nationalityName')}
              />
              <TextInput
                label={t('account.register.phone')}
                type="tel"
                autoComplete="tel"
                {...form.getInputProps('phone')}
              />
            </Stack>
          </Stepper.Step>
        </Stepper>
        <Group justify="space-between">
          {step === 0 ? (
            <Anchor component="button" type="button" size="sm" onClick={onSignIn}>
              {t('account.register.haveAccount')}
            </Anchor>
          ) : (
            <Button variant="default" onClick={() => setStep(0)} disabled={submitting}>
              {t('account.register.back')}
            </Button>
          )}
          <Button type="submit" loading={submitting}>
            {step === 0 ? t('account.register.continue') : t('account.register.submit')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('account.register.acceptBefore')}{' '}
          <Anchor href="/legal/terms">{t('account.register.terms')}</Anchor> {t('account.register.and')}{' '}
          <Anchor href="/legal/privacy">{t('account.register.privacy')}</Anchor>.
        </Text>
      </Stack>
    </form>
  );
}
